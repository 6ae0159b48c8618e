// The frame every pre-rendered page is painted with (header, footer, regulatory strip, the not-found page, a private
// area's page before its code has run) is part of
// the first script, so its styles are in the style sheet the shell's page links: the page needs them at its first
// paint, though the site's router and pages (./bootstrap) come only to a page rendered in the browser.
import './layout/MainLayout';
import './pages/NotFoundPage';
import './pages/PrivateAreaPage';
