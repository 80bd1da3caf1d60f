-- Catalogue: media, recipes and what hangs off them, menus, products and prices.

CREATE TABLE uploads (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  alternative_text TEXT,
  caption TEXT,
  width INTEGER,
  height INTEGER,
  hash TEXT NOT NULL UNIQUE,
  ext TEXT NOT NULL,
  mime TEXT NOT NULL,
  size REAL NOT NULL,
  url TEXT NOT NULL,
  formats TEXT,
  -- how the picture is composed (product-api/images): rendered on first request
  art TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE recipe_categories (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT
);

CREATE TABLE recipes (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  tier TEXT NOT NULL CHECK (tier IN ('classique', 'signature', 'premium', 'premium_plus')),
  furnace_time INTEGER NOT NULL,
  total_time INTEGER NOT NULL,
  difficulty TEXT NOT NULL,
  cuisine TEXT NOT NULL,
  calories REAL NOT NULL,
  proteins REAL NOT NULL,
  carbohydrates REAL NOT NULL,
  sugars REAL NOT NULL,
  fats REAL NOT NULL,
  saturated_fats REAL NOT NULL,
  fibers REAL NOT NULL,
  salt REAL NOT NULL,
  allergens TEXT NOT NULL,
  rating_average REAL NOT NULL,
  rating_count INTEGER NOT NULL,
  cover_id INTEGER REFERENCES uploads (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT
);
CREATE INDEX recipes_published_at ON recipes (published_at);

CREATE TABLE recipes_categories_lnk (
  recipe_id INTEGER NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES recipe_categories (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (recipe_id, category_id)
);
CREATE INDEX recipes_categories_lnk_category ON recipes_categories_lnk (category_id);

CREATE TABLE recipes_related_lnk (
  recipe_id INTEGER NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  related_id INTEGER NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (recipe_id, related_id)
);

CREATE TABLE recipe_steps (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  recipe_id INTEGER NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  position INTEGER,
  title TEXT NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX recipe_steps_recipe ON recipe_steps (recipe_id);

CREATE TABLE recipe_ingredients (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  recipe_id INTEGER NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  organic INTEGER NOT NULL,
  origin TEXT NOT NULL,
  producer TEXT,
  pantry INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX recipe_ingredients_recipe ON recipe_ingredients (recipe_id);

CREATE TABLE recipe_ingredient_quantities (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  recipe_ingredient_id INTEGER NOT NULL REFERENCES recipe_ingredients (id) ON DELETE CASCADE,
  guests INTEGER NOT NULL,
  quantity REAL NOT NULL,
  unit TEXT NOT NULL,
  UNIQUE (recipe_ingredient_id, guests)
);

CREATE TABLE tools (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE recipe_tools (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  recipe_id INTEGER NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
  tool_id INTEGER NOT NULL REFERENCES tools (id),
  quantity INTEGER NOT NULL
);
CREATE INDEX recipe_tools_recipe ON recipe_tools (recipe_id);

CREATE TABLE generic_products (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  product_type TEXT NOT NULL CHECK (product_type IN ('recipe', 'product')),
  tier TEXT UNIQUE
);

CREATE TABLE options_prices (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  generic_product_id INTEGER NOT NULL REFERENCES generic_products (id),
  guests INTEGER NOT NULL,
  price REAL NOT NULL,
  UNIQUE (generic_product_id, guests)
);

CREATE TABLE menus (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  year INTEGER NOT NULL,
  week INTEGER NOT NULL,
  starts_on TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (year, week)
);

CREATE TABLE menu_details (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  menu_id INTEGER NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  recipe_id INTEGER NOT NULL REFERENCES recipes (id),
  position INTEGER NOT NULL,
  option_selected INTEGER NOT NULL
);
CREATE INDEX menu_details_menu ON menu_details (menu_id);

CREATE TABLE recipe_sections (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  position INTEGER NOT NULL,
  active INTEGER NOT NULL,
  logo_id INTEGER REFERENCES uploads (id)
);

CREATE TABLE recipe_sections_included_lnk (
  section_id INTEGER NOT NULL REFERENCES recipe_sections (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES recipe_categories (id),
  position INTEGER NOT NULL,
  PRIMARY KEY (section_id, category_id)
);

CREATE TABLE recipe_sections_excluded_lnk (
  section_id INTEGER NOT NULL REFERENCES recipe_sections (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES recipe_categories (id),
  position INTEGER NOT NULL,
  PRIMARY KEY (section_id, category_id)
);
