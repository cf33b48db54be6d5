export { Button, buttonVariants, buttonSizes, type ButtonProps } from './Button';
