import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { loginRoutes } from './login-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { profileRoutes } from './profile-routes';
import { signUpRoutes } from './sign-up-routes';

/** Every account call of docs/api.md#spec-7 "Accounts" (shapes in docs/api.md#design-5-0). */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(signUpRoutes, { ctx });
  await app.register(loginRoutes, { ctx });
  await app.register(passwordResetRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
};
