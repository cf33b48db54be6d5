export { Menu, type MenuAction, type MenuEntry, type MenuProps, type MenuSeparator } from './Menu';
