import * as v from 'valibot';
import { articleCategories } from '../catalogues';
import { limits } from '../limits';
import {
  optionalMultilineText,
  optionalText,
  picklistField,
  requiredMultilineText,
  requiredText,
  textList,
} from './fields';

export const articleMessages = {
  title: 'Title is required',
  content: 'Content is required',
  requiredFields: 'Please fill in all required fields',
  category: `Category must be one of: ${articleCategories.join(', ')}`,
  imageUrl: 'The image must be an uploaded image or an https:// address',
} as const;

export const articleRules = v.object({
  title: requiredText(articleMessages.title),
  content: requiredMultilineText(articleMessages.content, limits.articleContentMax),
  excerpt: optionalMultilineText(500),
  // An uploaded object path or an https image; never javascript: or data: URLs.
  imageUrl: v.pipe(
    optionalText(500),
    v.check(
      (url) => url === '' || url.startsWith('/objects/') || /^https:\/\/[^\s"'<>]+$/.test(url),
      articleMessages.imageUrl,
    ),
  ),
  author: optionalText(100),
  readTime: v.pipe(
    optionalText(40),
    v.transform((value) => value || '5 mins read'),
  ),
  category: picklistField(articleCategories, articleMessages.category),
  isPublished: v.optional(v.boolean('Publish must be true or false'), false),
  /** Tags are separated by comma and space (docs/product/public-site.md §5). */
  tags: textList({
    separator: ', ',
    itemMax: limits.articleTagMax,
    maxItems: limits.articleTagCount,
    itemName: 'tags',
  }),
});
export type ArticleInput = v.InferOutput<typeof articleRules>;
