export { Skeleton, skeletonShapes, type SkeletonProps } from './Skeleton';
