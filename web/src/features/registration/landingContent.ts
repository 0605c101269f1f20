// The landing page's marketing copy (docs/product/business-side.md §2.1).
import type { IconType } from 'react-icons';
import { LuBadgeCheck, LuChartLine, LuSearch, LuStar } from 'react-icons/lu';

export const benefits: readonly { icon: IconType; title: string; text: string }[] = [
  {
    icon: LuSearch,
    title: 'Be found by local homeowners',
    text: 'Homeowners across Hertfordshire search our directory for solar, heat pump, insulation and retrofit specialists.',
  },
  {
    icon: LuBadgeCheck,
    title: 'Earn a verified badge',
    text: 'Upload your certificates and insurance once; our team checks them and marks your listing verified.',
  },
  {
    icon: LuStar,
    title: 'Collect reviews',
    text: 'Happy customers review your work on your profile, building trust with the next homeowner.',
  },
  {
    icon: LuChartLine,
    title: 'Receive quote requests',
    text: 'Homeowners send job details straight to you, and you follow each request from your dashboard.',
  },
];

export const businessTools: readonly string[] = [
  'A public business profile with your services, credentials and service area',
  'A dashboard for quote requests, with e-mail alerts for each new one',
  'Customer reviews shown on your profile',
  'Monthly or annual billing, change or cancel your plan at any time',
];
