// The URL as the access log writes it: cut to 300 characters, the test mode's 3-D Secure page
// without its redirectResult, which would let a reader of the log complete or read the payment
// (routes/challenge-routes.ts), a gift card without its code, which is its value.
const secretSegments = /(\/adyen\/challenge\/|\/discounts\/add-gift-card\/)[^/?#]+/gi;

export const loggedUrl = (url: string) => url.slice(0, 300).replace(secretSegments, '$1[masqué]');
