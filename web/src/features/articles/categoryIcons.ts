import type { IconType } from 'react-icons';
import { LuFan, LuHouse, LuLayers, LuLeaf, LuRecycle, LuSun, LuZap } from 'react-icons/lu';
import type { ArticleCategory } from '#schema/catalogues';

/** The picture standing in for an article without an image, by category. */
export const categoryIcons: Record<ArticleCategory, IconType> = {
  'Solar Energy': LuSun,
  'Heat Pumps': LuFan,
  Insulation: LuLayers,
  'Green Building': LuLeaf,
  Retrofitting: LuHouse,
  'Energy Efficiency': LuZap,
  Sustainability: LuRecycle,
};

export const categoryIcon = (category: string): IconType =>
  categoryIcons[category as ArticleCategory] ?? LuLeaf;
