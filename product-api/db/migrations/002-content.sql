-- Editorial content: blog, help centre, pages, landing contents, reassurance blocks, reviews.

CREATE TABLE blog_categories (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE blog_articles (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  seo_title TEXT,
  seo_description TEXT,
  text TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('live', 'draft', 'archived')),
  author TEXT NOT NULL,
  cover_id INTEGER REFERENCES uploads (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT
);
CREATE INDEX blog_articles_status_created ON blog_articles (status, created_at);

CREATE TABLE blog_articles_categories_lnk (
  article_id INTEGER NOT NULL REFERENCES blog_articles (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES blog_categories (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (article_id, category_id)
);
CREATE INDEX blog_articles_categories_lnk_category ON blog_articles_categories_lnk (category_id);

CREATE TABLE faq_sections (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL
);

CREATE TABLE faq_subsections (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  faq_section_id INTEGER NOT NULL REFERENCES faq_sections (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  position INTEGER NOT NULL,
  UNIQUE (faq_section_id, slug)
);

CREATE TABLE faq_articles (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  faq_subsection_id INTEGER NOT NULL REFERENCES faq_subsections (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  content TEXT NOT NULL,
  position INTEGER NOT NULL,
  UNIQUE (faq_subsection_id, slug)
);

CREATE TABLE faq_keywords (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  faq_article_id INTEGER NOT NULL REFERENCES faq_articles (id) ON DELETE CASCADE,
  title TEXT NOT NULL
);
CREATE INDEX faq_keywords_article ON faq_keywords (faq_article_id);

CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  seo_description TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT
);

CREATE TABLE static_contents (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE reassurance_blocks (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  image_id INTEGER REFERENCES uploads (id),
  corners TEXT NOT NULL
);

CREATE TABLE reassurance_block_scopes (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  reassurance_block_id INTEGER NOT NULL REFERENCES reassurance_blocks (id) ON DELETE CASCADE,
  "group" TEXT NOT NULL,
  name TEXT NOT NULL
);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  rate INTEGER NOT NULL CHECK (rate BETWEEN 1 AND 5),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  author TEXT NOT NULL,
  city TEXT NOT NULL,
  publish_date TEXT NOT NULL,
  verified INTEGER NOT NULL
);

CREATE TABLE newsletter_subscriptions (
  id INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  source TEXT NOT NULL,
  created_at TEXT NOT NULL
);
