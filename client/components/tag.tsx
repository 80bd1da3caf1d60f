import { Link } from './link.tsx';
import { cx } from './class-names.ts';
import styles from './tag.module.css';

interface TagProps {
  label: string;
  /** a tag that leads to its list (e.g. a recipe category's page) */
  to?: string;
  className?: string;
}

/** A category or a keyword, as a rounded chip; a link when it has somewhere to go. */
export function Tag({ label, to, className }: TagProps) {
  return to ? (
    <Link to={to} className={cx(styles.tag, styles.link, className)}>
      {label}
    </Link>
  ) : (
    <span className={cx(styles.tag, className)}>{label}</span>
  );
}

/** Tags as a list, which screen readers announce with their count. */
export function TagList({ tags, label }: { tags: TagProps[]; label?: string }) {
  if (tags.length === 0) return null;
  // plain tags are the list items themselves, styled by the list: on every card of a page,
  // no element nor class per tag
  const plain = tags.every((tag) => !tag.to && !tag.className);
  return (
    <ul className={cx(styles.list, plain && styles.plain)} aria-label={label}>
      {tags.map((tag) =>
        plain ? (
          <li key={tag.label}>{tag.label}</li>
        ) : (
          <li key={tag.label}>
            <Tag {...tag} />
          </li>
        ),
      )}
    </ul>
  );
}
