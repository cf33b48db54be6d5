import '@idl/design-system/fonts';
// The page-wide rules (box sizing, body margin, focus ring, .visually-hidden) load with the entry,
// not with whichever lazy chunk happens to import the theme first.
import '@idl/design-system/global';
import { startApp } from './app/start';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
startApp(container);
