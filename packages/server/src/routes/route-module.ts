import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** Each route module registers its routes on the app with the shared context. */
export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void;
