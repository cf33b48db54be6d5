// Fonts ship from npm so nothing is fetched at run time and screenshots match on every machine.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
