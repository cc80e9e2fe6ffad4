/**
 * A local OpenID Connect server standing in for Google during e2e tests (oauth2-mock-server).
 * Every authorization succeeds at once as the user in constants.ts.
 */
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.E2E_OIDC_PORT ?? 3108);
const user = { name: 'Gabriela Ortiz', email: 'gabriela.ortiz@example.com' };
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, { sub: 'google-e2e-user-1', email: user.email, email_verified: true, name: user.name });
});
server.service.on('beforeUserinfo', (response) => {
  response.body = { sub: 'google-e2e-user-1', email: user.email, email_verified: true, name: user.name };
});
await server.start(port, '127.0.0.1');
console.log(`OIDC server on ${server.issuer.url}`);
const stop = () => server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
