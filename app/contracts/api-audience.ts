// The site's API as the identity provider knows it: the `audience` the app asks an access token for,
// the token's `aud`, and what the API checks it against. In Auth0 it is the API's identifier
// (Auth0 → APIs, signing algorithm RS256), set with VITE_AUTH0_AUDIENCE. No imports: the API and the
// local stand-ins load it at run time.

/**
 * The identifier of the site's API at the local identity provider, the default while the site signs in
 * there. A fixed name rather than the site's address: it stays the same whichever ports `npm start`,
 * the tests or the bench use, so the build, the stand-in and the API agree without sharing the port.
 * `.example` is reserved (RFC 2606): the name never reaches anyone's server.
 */
export const LOCAL_API_AUDIENCE = "https://api.snapsong.example/";
