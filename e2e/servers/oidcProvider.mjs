// A local OpenID Connect provider for the browser tests: oauth2-mock-server (real discovery,
// RS256-signed ID tokens, PKCE checked at the token endpoint), standing in for Google, which
// cannot be reached from here. Every sign-in at it is the same person, with a verified e-mail.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.OIDC_PORT ?? 4320);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
await server.start(port, '127.0.0.1');
server.issuer.url = `http://127.0.0.1:${port}`;
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, {
    sub: 'e2e-google-person',
    email: 'mere.google@example.nz',
    email_verified: true,
    name: 'Mere Google',
  });
});
