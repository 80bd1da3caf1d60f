-- The payment that authorised a saved card (README « Payment cards »): a 3-D Secure card's
-- /adyen/payments/details asked again answers the same card, as a gift card's answers its card.
ALTER TABLE credit_cards ADD COLUMN payment_id INTEGER REFERENCES payments (id);
