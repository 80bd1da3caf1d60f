-- The subscription funnel (README "Funnel"): a subscription's preferences, the first order's
-- week, recipes, delivery address and price, and its payment.

-- a first order is paid through a payment of its own kind: the table is rebuilt, since SQLite
-- cannot change a CHECK (its « 12 steps »; migrations run with foreign keys checked at the end)
CREATE TABLE payments_new (
  id INTEGER PRIMARY KEY,
  psp_reference TEXT NOT NULL UNIQUE,
  merchant_reference TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('gift_card', 'card_add', 'first_order')),
  amount_value INTEGER NOT NULL,
  currency TEXT NOT NULL,
  result_code TEXT NOT NULL,
  refusal_reason TEXT,
  -- what to create once a pending (3-D Secure) payment is authorised
  pending_order TEXT,
  redirect_result TEXT UNIQUE,
  user_id INTEGER REFERENCES users (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  return_url TEXT
);
INSERT INTO payments_new (id, psp_reference, merchant_reference, kind, amount_value, currency,
  result_code, refusal_reason, pending_order, redirect_result, user_id, created_at, updated_at,
  return_url)
SELECT id, psp_reference, merchant_reference, kind, amount_value, currency, result_code,
  refusal_reason, pending_order, redirect_result, user_id, created_at, updated_at, return_url
FROM payments;
DROP TABLE payments;
ALTER TABLE payments_new RENAME TO payments;

-- spec §3 « Subscription preference »: the tastes the box is composed with when nothing is chosen
ALTER TABLE subscriptions ADD COLUMN healthy INTEGER NOT NULL DEFAULT 0;
ALTER TABLE subscriptions ADD COLUMN speedy INTEGER NOT NULL DEFAULT 0;
ALTER TABLE subscriptions ADD COLUMN vegetarian INTEGER NOT NULL DEFAULT 0;
ALTER TABLE subscriptions ADD COLUMN no_pork INTEGER NOT NULL DEFAULT 0;
ALTER TABLE subscriptions ADD COLUMN no_fish INTEGER NOT NULL DEFAULT 0;

-- the week whose menu the recipes come from; null for orders made before the funnel existed
ALTER TABLE orders ADD COLUMN menu_id INTEGER REFERENCES menus (id);
-- JSON: first_name, last_name, address_line1, address_line2, postcode, city, phone, instructions
ALTER TABLE orders ADD COLUMN delivery_address TEXT;
-- the price's parts in euros (README "Funnel"); total stays the amount to pay
ALTER TABLE orders ADD COLUMN recipes_price REAL;
ALTER TABLE orders ADD COLUMN supplements_price REAL;
ALTER TABLE orders ADD COLUMN coupon_code TEXT;
ALTER TABLE orders ADD COLUMN coupon_discount REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN gift_card_id INTEGER REFERENCES gift_cards (id);
ALTER TABLE orders ADD COLUMN gift_card_deduction REAL NOT NULL DEFAULT 0;
-- set once the first order is paid in the funnel; later orders are charged at their deadline
ALTER TABLE orders ADD COLUMN payment_id INTEGER REFERENCES payments (id);
ALTER TABLE orders ADD COLUMN paid_at TEXT;
-- the first orders already here are those of completed funnels
UPDATE orders SET paid_at = created_at WHERE is_first = 1;

-- the recipes of an order, with the tier supplement each was priced with
CREATE TABLE order_recipes (
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  recipe_id INTEGER NOT NULL REFERENCES recipes (id),
  position INTEGER NOT NULL,
  supplement REAL NOT NULL,
  PRIMARY KEY (order_id, recipe_id)
);
