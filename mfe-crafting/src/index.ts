// Module Federation needs an asynchronous boundary before the first shared module (react, @eoa/ui…) is used.
// The shell never runs this file: it loads ./App through remoteEntry.js. This is the standalone dev page.
import('./bootstrap').catch((error: unknown) => console.error('The standalone crafting page could not start', error));
