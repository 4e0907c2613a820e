export const adminOfficeKeys = {
  overview: ['admin', 'overview'] as const,
  idReviews: (page: number) => ['admin', 'id-reviews', page] as const,
  idReviewsAll: ['admin', 'id-reviews'] as const,
};
