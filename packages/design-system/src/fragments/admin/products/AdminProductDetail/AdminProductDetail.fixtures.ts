import type { AdminProductFeedback } from './AdminProductDetail';

export const sampleFeedback: AdminProductFeedback[] = [
  {
    id: 1,
    authorName: 'Maria Gonzalez',
    rating: 5,
    comment: 'Reaches every gap without hurting my gums. I order a new pack every month.',
    createdAt: '2026-03-14T10:00:00Z',
  },
  {
    id: 2,
    authorName: 'Dr. Alan Brooks',
    rating: 4,
    comment: 'We recommend these to our implant patients. Sizes are clearly marked.',
    createdAt: '2026-03-02T15:30:00Z',
  },
  {
    id: 3,
    authorName: 'Keisha Thompson',
    rating: 4,
    comment: 'Good value, fast shipping to Miami.',
    createdAt: '2026-02-20T09:15:00Z',
  },
];

export const moreFeedback: AdminProductFeedback[] = [
  {
    id: 4,
    authorName: 'Peter Novak',
    rating: 3,
    comment: 'Works well, but the smallest size bends quickly.',
    createdAt: '2026-02-11T12:00:00Z',
  },
];
