// The URL as the access log writes it: cut to 300 characters, without the values of the
// parameters that open something of a visitor's — a payment's redirectResult gives its gift
// card to whoever holds it (ADR 037).
const secretParameters = /([?&](?:redirectResult|redirect_result)=)[^&#]*/gi;
// the test mode's 3-D Secure page is named after it too (product-api/routes/challenge-routes.ts);
// a gift card's code is its value, to whoever reads it
const secretSegments = /(\/adyen\/challenge\/|\/discounts\/add-gift-card\/)[^/?#]+/gi;

export const loggedUrl = (url: string) =>
  url.slice(0, 300).replace(secretParameters, '$1[masqué]').replace(secretSegments, '$1[masqué]');
