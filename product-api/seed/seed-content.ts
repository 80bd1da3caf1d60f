import type { Store } from '../db/database.ts';
import { documentId } from '../db/document-id.ts';
import { blogArticles, blogCategories } from './data/blog.ts';
import { faqSections } from './data/faq.ts';
import { pages } from './data/pages.ts';
import { reassuranceBlocks } from './data/reassurance.ts';
import { reviews } from './data/reviews.ts';
import { staticContents } from './data/static-contents.ts';
import type { MediaSeeder } from './seed-uploads.ts';

export function seedContent(store: Store, media: MediaSeeder, now: string): void {
  const { db } = store;

  const categoryIds = new Map<string, number>();
  for (const category of blogCategories) {
    const categoryId = store.insertId(
      db
        .insertInto('blog_categories')
        .values({ document_id: documentId(), ...category, created_at: now, updated_at: now }),
    );
    categoryIds.set(category.slug, categoryId);
  }
  for (const article of blogArticles) {
    const articleId = store.insertId(
      db.insertInto('blog_articles').values({
        document_id: documentId(),
        title: article.title,
        slug: article.slug,
        seo_title: article.seoTitle,
        seo_description: article.seoDescription,
        text: article.text,
        excerpt: article.excerpt,
        status: article.status,
        author: article.author,
        cover_id: media.cover(article.slug, article.cover, article.title),
        created_at: article.createdAt,
        updated_at: article.updatedAt,
        published_at: article.status === 'live' ? article.createdAt : null,
      }),
    );
    article.categories.forEach((slug, position) => {
      const categoryId = categoryIds.get(slug);
      if (categoryId === undefined)
        throw new Error(`unknown blog category ${slug} in ${article.slug}`);
      store.run(
        db
          .insertInto('blog_articles_categories_lnk')
          .values({ article_id: articleId, category_id: categoryId, position }),
      );
    });
  }

  for (const section of faqSections) {
    store.run(
      db.insertInto('faq_sections').values({
        id: section.id,
        document_id: documentId(),
        title: section.title,
        slug: section.slug,
        position: section.position,
      }),
    );
    section.subsections.forEach((subsection, subsectionIndex) => {
      const subsectionId = store.insertId(
        db.insertInto('faq_subsections').values({
          document_id: documentId(),
          faq_section_id: section.id,
          title: subsection.title,
          slug: subsection.slug,
          position: subsectionIndex + 1,
        }),
      );
      subsection.articles.forEach((article, articleIndex) => {
        const articleId = store.insertId(
          db.insertInto('faq_articles').values({
            document_id: documentId(),
            faq_subsection_id: subsectionId,
            title: article.title,
            slug: article.slug,
            content: article.content,
            position: articleIndex + 1,
          }),
        );
        for (const keyword of article.keywords) {
          store.run(
            db
              .insertInto('faq_keywords')
              .values({ document_id: documentId(), faq_article_id: articleId, title: keyword }),
          );
        }
      });
    });
  }

  for (const page of pages) {
    store.run(
      db.insertInto('pages').values({
        document_id: documentId(),
        slug: page.slug,
        title: page.title,
        seo_description: page.seoDescription,
        content: page.content,
        created_at: now,
        updated_at: now,
        published_at: now,
      }),
    );
  }

  for (const { slug, ...content } of staticContents) {
    store.run(
      db.insertInto('static_contents').values({
        document_id: documentId(),
        slug,
        content: JSON.stringify(content),
        created_at: now,
        updated_at: now,
      }),
    );
  }

  for (const block of reassuranceBlocks) {
    const blockId = store.insertId(
      db.insertInto('reassurance_blocks').values({
        document_id: documentId(),
        title: block.title,
        text: block.text,
        image_id: media.icon(block.image),
        corners: JSON.stringify(block.corners),
      }),
    );
    for (const scope of block.scopes) {
      store.run(
        db
          .insertInto('reassurance_block_scopes')
          .values({ document_id: documentId(), reassurance_block_id: blockId, ...scope }),
      );
    }
  }

  for (const review of reviews) {
    store.run(
      db.insertInto('reviews').values({
        document_id: documentId(),
        rate: review.rate,
        title: review.title,
        content: review.content,
        author: review.author,
        city: review.city,
        publish_date: review.publishDate,
        verified: review.verified ? 1 : 0,
      }),
    );
  }
}
