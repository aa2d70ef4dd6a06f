/** What other features (the course page, the institute portal) may use of the reviews feature. */
export { CourseReviews } from './CourseReviews.tsx';
export { InstituteReviewsPanel } from './InstituteReviewsPanel.tsx';
export { ReviewItem } from './ReviewItem.tsx';
