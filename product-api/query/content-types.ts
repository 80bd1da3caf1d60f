// The content types the generic Strapi-style endpoints serve: which columns are attributes
// (under their API name) and how relations join. Identifiers in SQL come only from here.

export type AttributeType =
  'string' | 'text' | 'integer' | 'float' | 'boolean' | 'date' | 'datetime' | 'json';

export type TypeName =
  | 'upload'
  | 'recipe-category'
  | 'recipe'
  | 'recipe-step'
  | 'recipe-ingredient'
  | 'recipe-ingredient-quantity'
  | 'tool'
  | 'recipe-tool'
  | 'generic-product'
  | 'options-price'
  | 'recipe-section'
  | 'blog-category'
  | 'blog-article'
  | 'faq-section'
  | 'faq-subsection'
  | 'faq-article'
  | 'faq-keyword'
  | 'page'
  | 'static-content'
  | 'reassurance-block'
  | 'reassurance-block-scope'
  | 'review'
  | 'menu'
  | 'menu-detail';

export interface Attribute {
  column: string;
  type: AttributeType;
}

export type Relation =
  | { kind: 'media'; column: string }
  | { kind: 'manyToOne'; target: TypeName; column: string }
  | { kind: 'oneToMany'; target: TypeName; foreignKey: string }
  | { kind: 'manyToMany'; target: TypeName; link: string; ownColumn: string; targetColumn: string };

/**
 * Which entries the public may see: a blog article once `live`, a recipe, category or page once
 * published. Drafts stay in the database but never leave the API, whatever the caller filters on
 * (spec §5: only live articles are shown).
 */
export type PublicFilter = { column: string; equals: string } | { column: string; notNull: true };

export interface ContentType {
  table: string;
  /** applied to every query of this type: the main query, every populate and relation filter */
  publicFilter?: PublicFilter;
  attributes: Record<string, Attribute>;
  relations: Record<string, Relation>;
  /** a JSON column whose keys are served as top-level fields of the entry */
  spreadJson?: string;
  /** default order of nested lists, e.g. steps by position */
  defaultSort?: string;
}

const attr = (column: string, type: AttributeType): Attribute => ({ column, type });
const timestamps = {
  createdAt: attr('created_at', 'datetime'),
  updatedAt: attr('updated_at', 'datetime'),
};
const published = { ...timestamps, publishedAt: attr('published_at', 'datetime') };
const publishedOnly: PublicFilter = { column: 'published_at', notNull: true };

export const contentTypes = {
  upload: {
    table: 'uploads',
    attributes: {
      name: attr('name', 'string'),
      alternativeText: attr('alternative_text', 'string'),
      caption: attr('caption', 'string'),
      width: attr('width', 'integer'),
      height: attr('height', 'integer'),
      formats: attr('formats', 'json'),
      hash: attr('hash', 'string'),
      ext: attr('ext', 'string'),
      mime: attr('mime', 'string'),
      size: attr('size', 'float'),
      url: attr('url', 'string'),
      ...timestamps,
    },
    relations: {},
  },
  'recipe-category': {
    table: 'recipe_categories',
    publicFilter: publishedOnly,
    attributes: { name: attr('name', 'string'), slug: attr('slug', 'string'), ...published },
    relations: {},
  },
  recipe: {
    table: 'recipes',
    publicFilter: publishedOnly,
    attributes: {
      name: attr('name', 'string'),
      slug: attr('slug', 'string'),
      description: attr('description', 'text'),
      tier: attr('tier', 'string'),
      furnace_time: attr('furnace_time', 'integer'),
      total_time: attr('total_time', 'integer'),
      difficulty: attr('difficulty', 'string'),
      cuisine: attr('cuisine', 'string'),
      calories: attr('calories', 'float'),
      proteins: attr('proteins', 'float'),
      carbohydrates: attr('carbohydrates', 'float'),
      sugars: attr('sugars', 'float'),
      fats: attr('fats', 'float'),
      saturated_fats: attr('saturated_fats', 'float'),
      fibers: attr('fibers', 'float'),
      salt: attr('salt', 'float'),
      allergens: attr('allergens', 'json'),
      rating_average: attr('rating_average', 'float'),
      rating_count: attr('rating_count', 'integer'),
      ...published,
    },
    relations: {
      cover: { kind: 'media', column: 'cover_id' },
      recipe_categories: {
        kind: 'manyToMany',
        target: 'recipe-category',
        link: 'recipes_categories_lnk',
        ownColumn: 'recipe_id',
        targetColumn: 'category_id',
      },
      recipe_steps: { kind: 'oneToMany', target: 'recipe-step', foreignKey: 'recipe_id' },
      recipe_ingredients: {
        kind: 'oneToMany',
        target: 'recipe-ingredient',
        foreignKey: 'recipe_id',
      },
      recipe_tools: { kind: 'oneToMany', target: 'recipe-tool', foreignKey: 'recipe_id' },
      related_recipes: {
        kind: 'manyToMany',
        target: 'recipe',
        link: 'recipes_related_lnk',
        ownColumn: 'recipe_id',
        targetColumn: 'related_id',
      },
    },
  },
  'recipe-step': {
    table: 'recipe_steps',
    attributes: {
      position: attr('position', 'integer'),
      title: attr('title', 'string'),
      text: attr('text', 'text'),
    },
    relations: {},
    defaultSort: 'position',
  },
  'recipe-ingredient': {
    table: 'recipe_ingredients',
    attributes: {
      name: attr('name', 'string'),
      position: attr('position', 'integer'),
      organic: attr('organic', 'boolean'),
      origin: attr('origin', 'string'),
      producer: attr('producer', 'string'),
      pantry: attr('pantry', 'boolean'),
    },
    relations: {
      recipe_ingredient_quantities: {
        kind: 'oneToMany',
        target: 'recipe-ingredient-quantity',
        foreignKey: 'recipe_ingredient_id',
      },
    },
    defaultSort: 'position',
  },
  'recipe-ingredient-quantity': {
    table: 'recipe_ingredient_quantities',
    attributes: {
      guests: attr('guests', 'integer'),
      quantity: attr('quantity', 'float'),
      unit: attr('unit', 'string'),
    },
    relations: {},
    defaultSort: 'guests',
  },
  tool: { table: 'tools', attributes: { name: attr('name', 'string') }, relations: {} },
  'recipe-tool': {
    table: 'recipe_tools',
    attributes: { quantity: attr('quantity', 'integer') },
    relations: { tool: { kind: 'manyToOne', target: 'tool', column: 'tool_id' } },
  },
  'generic-product': {
    table: 'generic_products',
    attributes: {
      name: attr('name', 'string'),
      description: attr('description', 'text'),
      product_type: attr('product_type', 'string'),
      tier: attr('tier', 'string'),
    },
    relations: {
      options_prices: {
        kind: 'oneToMany',
        target: 'options-price',
        foreignKey: 'generic_product_id',
      },
    },
  },
  'options-price': {
    table: 'options_prices',
    attributes: { guests: attr('guests', 'integer'), price: attr('price', 'float') },
    relations: {
      generic_product: {
        kind: 'manyToOne',
        target: 'generic-product',
        column: 'generic_product_id',
      },
    },
    defaultSort: 'guests',
  },
  'recipe-section': {
    table: 'recipe_sections',
    attributes: {
      title: attr('title', 'string'),
      position: attr('position', 'integer'),
      active: attr('active', 'boolean'),
    },
    relations: {
      logo: { kind: 'media', column: 'logo_id' },
      included_recipe_categories: {
        kind: 'manyToMany',
        target: 'recipe-category',
        link: 'recipe_sections_included_lnk',
        ownColumn: 'section_id',
        targetColumn: 'category_id',
      },
      excluded_recipe_categories: {
        kind: 'manyToMany',
        target: 'recipe-category',
        link: 'recipe_sections_excluded_lnk',
        ownColumn: 'section_id',
        targetColumn: 'category_id',
      },
    },
    defaultSort: 'position',
  },
  'blog-category': {
    table: 'blog_categories',
    attributes: {
      name: attr('name', 'string'),
      slug: attr('slug', 'string'),
      description: attr('description', 'text'),
      ...timestamps,
    },
    relations: {
      blog_articles: {
        kind: 'manyToMany',
        target: 'blog-article',
        link: 'blog_articles_categories_lnk',
        ownColumn: 'category_id',
        targetColumn: 'article_id',
      },
    },
  },
  'blog-article': {
    table: 'blog_articles',
    publicFilter: { column: 'status', equals: 'live' },
    attributes: {
      title: attr('title', 'string'),
      slug: attr('slug', 'string'),
      seo_title: attr('seo_title', 'string'),
      seo_description: attr('seo_description', 'string'),
      text: attr('text', 'text'),
      excerpt: attr('excerpt', 'text'),
      status: attr('status', 'string'),
      author: attr('author', 'string'),
      ...published,
    },
    relations: {
      cover: { kind: 'media', column: 'cover_id' },
      blog_categories: {
        kind: 'manyToMany',
        target: 'blog-category',
        link: 'blog_articles_categories_lnk',
        ownColumn: 'article_id',
        targetColumn: 'category_id',
      },
    },
  },
  'faq-section': {
    table: 'faq_sections',
    attributes: {
      title: attr('title', 'string'),
      slug: attr('slug', 'string'),
      position: attr('position', 'integer'),
    },
    relations: {
      faq_subsections: {
        kind: 'oneToMany',
        target: 'faq-subsection',
        foreignKey: 'faq_section_id',
      },
    },
    defaultSort: 'position',
  },
  'faq-subsection': {
    table: 'faq_subsections',
    attributes: {
      title: attr('title', 'string'),
      slug: attr('slug', 'string'),
      position: attr('position', 'integer'),
    },
    relations: {
      faq_section: { kind: 'manyToOne', target: 'faq-section', column: 'faq_section_id' },
      faq_articles: { kind: 'oneToMany', target: 'faq-article', foreignKey: 'faq_subsection_id' },
    },
    defaultSort: 'position',
  },
  'faq-article': {
    table: 'faq_articles',
    attributes: {
      title: attr('title', 'string'),
      slug: attr('slug', 'string'),
      content: attr('content', 'text'),
      position: attr('position', 'integer'),
    },
    relations: {
      faq_subsection: { kind: 'manyToOne', target: 'faq-subsection', column: 'faq_subsection_id' },
      faq_keywords: { kind: 'oneToMany', target: 'faq-keyword', foreignKey: 'faq_article_id' },
    },
    defaultSort: 'position',
  },
  'faq-keyword': {
    table: 'faq_keywords',
    attributes: { title: attr('title', 'string') },
    relations: {
      faq_article: { kind: 'manyToOne', target: 'faq-article', column: 'faq_article_id' },
    },
  },
  page: {
    table: 'pages',
    publicFilter: publishedOnly,
    attributes: {
      slug: attr('slug', 'string'),
      title: attr('title', 'string'),
      seo_description: attr('seo_description', 'string'),
      content: attr('content', 'text'),
      ...published,
    },
    relations: {},
  },
  'static-content': {
    table: 'static_contents',
    attributes: { slug: attr('slug', 'string'), ...timestamps },
    relations: {},
    spreadJson: 'content',
  },
  'reassurance-block': {
    table: 'reassurance_blocks',
    attributes: {
      title: attr('title', 'string'),
      text: attr('text', 'text'),
      corners: attr('corners', 'json'),
    },
    relations: {
      image: { kind: 'media', column: 'image_id' },
      reassurance_block_scopes: {
        kind: 'oneToMany',
        target: 'reassurance-block-scope',
        foreignKey: 'reassurance_block_id',
      },
    },
  },
  'reassurance-block-scope': {
    table: 'reassurance_block_scopes',
    attributes: { group: attr('group', 'string'), name: attr('name', 'string') },
    relations: {},
  },
  review: {
    table: 'reviews',
    attributes: {
      rate: attr('rate', 'integer'),
      title: attr('title', 'string'),
      content: attr('content', 'text'),
      author: attr('author', 'string'),
      city: attr('city', 'string'),
      publish_date: attr('publish_date', 'date'),
      verified: attr('verified', 'boolean'),
    },
    relations: {},
  },
  menu: {
    table: 'menus',
    attributes: {
      year: attr('year', 'integer'),
      week: attr('week', 'integer'),
      starts_on: attr('starts_on', 'date'),
    },
    relations: {
      menu_details: { kind: 'oneToMany', target: 'menu-detail', foreignKey: 'menu_id' },
    },
  },
  'menu-detail': {
    table: 'menu_details',
    attributes: {
      position: attr('position', 'integer'),
      option_selected: attr('option_selected', 'boolean'),
    },
    relations: { recipe: { kind: 'manyToOne', target: 'recipe', column: 'recipe_id' } },
    defaultSort: 'position',
  },
} satisfies Record<TypeName, ContentType>;

export function contentType(name: TypeName): ContentType {
  return contentTypes[name];
}
