import { type ArticleCategory, articleCategories } from '#schema/catalogues';
import type { FieldErrors } from '../../lib/checkForm';
import type { Article } from './articleData';
import { defaultReadTime } from './articleTexts';

/** What the article forms edit. Tags are not on screen but kept, so an edit never drops them. */
export interface ArticleFormValues {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  readTime: string;
  imageUrl: string;
  category: ArticleCategory | '';
  isPublished: boolean;
  tags: string[];
}

export type ArticleTextField = Exclude<keyof ArticleFormValues, 'isPublished' | 'tags'>;

export type ArticleFieldErrors = FieldErrors<ArticleFormValues>;

export type ArticleFieldSetter = <Field extends keyof ArticleFormValues>(
  field: Field,
  value: ArticleFormValues[Field],
) => void;

/** A new article: unpublished, with the default read time and the given author. */
export const newArticleValues = (author: string): ArticleFormValues => ({
  title: '',
  excerpt: '',
  content: '',
  author,
  readTime: defaultReadTime,
  imageUrl: '',
  category: '',
  isPublished: false,
  tags: [],
});

const asCategory = (category: string): ArticleCategory | '' =>
  articleCategories.find((known) => known === category) ?? '';

export const articleValues = (article: Article): ArticleFormValues => ({
  title: article.title,
  excerpt: article.excerpt,
  content: article.content,
  author: article.author,
  readTime: article.readTime,
  imageUrl: article.imageUrl ?? '',
  category: asCategory(article.category),
  isPublished: article.isPublished,
  tags: article.tags,
});

const requiredInQuickForm = ['title', 'content', 'author', 'category'] as const;

/**
 * The directory-side form's required fields (docs/product/public-site.md §5) that are still blank.
 */
export const blankRequiredFields = (values: ArticleFormValues) =>
  requiredInQuickForm.filter((field) => values[field].trim() === '');
