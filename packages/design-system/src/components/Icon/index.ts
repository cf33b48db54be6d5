export { Icon, iconNames, type IconName, type IconProps } from './icons';
