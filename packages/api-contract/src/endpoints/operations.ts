import { z } from 'zod';
import { endpoint } from '../endpoint';
import { healthResponseSchema } from '../health';
import {
  operationsPaths,
  operationsStatusSchema,
  readinessSchema,
  resendMailParamsSchema,
} from '../operations';
import { apiPaths } from '../paths';

/** Health, readiness, metrics and the admin's operations page. */
export const operationsEndpoints = {
  health: endpoint({ method: 'GET', path: apiPaths.health, response: healthResponseSchema }),
  /** 200 when ready; the route answers the same shape with 503 when not. */
  ready: endpoint({ method: 'GET', path: operationsPaths.ready, response: readinessSchema }),
  metrics: endpoint({
    method: 'GET',
    path: operationsPaths.metrics,
    response: z.string(),
    file: 'text/plain',
  }),
  status: endpoint({ method: 'GET', path: operationsPaths.operations, response: operationsStatusSchema }),
  resendMail: endpoint({
    method: 'POST',
    path: operationsPaths.resendMail,
    params: resendMailParamsSchema,
    response: z.object({ status: z.literal('queued') }),
  }),
};
