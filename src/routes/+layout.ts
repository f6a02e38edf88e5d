// Every route is prerendered to an HTML file by adapter-static ('/' -> index.html, '/setup' -> setup.html),
// and those files are what the service worker precaches. trailingSlash 'never' (the default, made explicit)
// gives file names that match the '/setup' links.
export const prerender = true;
export const ssr = true;
export const trailingSlash = 'never';
