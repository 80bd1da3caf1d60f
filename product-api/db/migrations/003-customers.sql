-- Customers: accounts, subscriptions, orders and their delivery slots, coupons, gift cards,
-- test-mode payments and stored cards.

CREATE TABLE loyalties (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  vip_tier_name TEXT,
  points INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password TEXT NOT NULL,
  provider TEXT NOT NULL DEFAULT 'local',
  confirmed INTEGER NOT NULL DEFAULT 1,
  blocked INTEGER NOT NULL DEFAULT 0,
  first_name TEXT,
  last_name TEXT,
  phone_number TEXT,
  birthday_date TEXT,
  adyen_shopper_reference TEXT,
  reset_password_code TEXT,
  reset_password_expires_at TEXT,
  loyalty_id INTEGER REFERENCES loyalties (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  funnel_completed INTEGER NOT NULL,
  suspended INTEGER NOT NULL DEFAULT 0,
  paused INTEGER NOT NULL DEFAULT 0,
  suspended_date TEXT,
  paused_date TEXT,
  quantity INTEGER NOT NULL,
  recipe_count INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX subscriptions_user ON subscriptions (user_id);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reference TEXT NOT NULL UNIQUE,
  is_first INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('preorder', 'planned', 'confirmed', 'carried', 'in_progress',
    'delivered', 'canceled', 'delivery_canceled', 'failed', 'skipped', 'paused', 'suspended')),
  -- the status before a suspension, restored by a reactivation
  previous_status TEXT,
  delivery_date TEXT NOT NULL,
  slot_start TEXT NOT NULL,
  slot_end TEXT NOT NULL,
  change_deadline TEXT NOT NULL,
  guests INTEGER NOT NULL,
  recipe_count INTEGER NOT NULL,
  total REAL NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, delivery_date);

CREATE TABLE discounts (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  scope TEXT NOT NULL CHECK (scope IN ('recipe', 'all')),
  discount_type TEXT NOT NULL CHECK (discount_type IN ('fixed', 'percent')),
  value REAL NOT NULL,
  max_value REAL,
  expires_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  psp_reference TEXT NOT NULL UNIQUE,
  merchant_reference TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('gift_card', 'card_add')),
  amount_value INTEGER NOT NULL,
  currency TEXT NOT NULL,
  result_code TEXT NOT NULL,
  refusal_reason TEXT,
  -- what to create once a pending (3-D Secure) payment is authorised
  pending_order TEXT,
  redirect_result TEXT UNIQUE,
  user_id INTEGER REFERENCES users (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE gift_cards (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  value REAL NOT NULL,
  customer_display TEXT NOT NULL,
  buyer_email TEXT,
  recipient_name TEXT,
  recipient_email TEXT,
  message TEXT,
  payment_id INTEGER REFERENCES payments (id),
  used_by_user_id INTEGER REFERENCES users (id),
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE credit_cards (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  brand TEXT NOT NULL,
  last_four TEXT NOT NULL,
  expiry_month TEXT NOT NULL,
  expiry_year TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  stored_payment_method_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
