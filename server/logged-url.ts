// The URL as the access log writes it: cut to 300 characters, without the values of the
// parameters that open something of a visitor's — a payment's redirectResult gives its gift
// card to whoever holds it (ADR 037).
const secretParameters = /([?&](?:redirectResult|redirect_result)=)[^&#]*/gi;

export const loggedUrl = (url: string) => url.slice(0, 300).replace(secretParameters, '$1[masqué]');
