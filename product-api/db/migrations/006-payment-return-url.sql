-- Where the shopper goes back after the test-mode 3-D Secure page (README "3-D Secure"): kept
-- with the payment, never read from the page's own request, so that nobody can make the
-- challenge redirect elsewhere.
ALTER TABLE payments ADD COLUMN return_url TEXT;
