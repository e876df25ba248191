import { envelopeSchema, pageResultSchema, SelectUserRowSchema } from '@cvap/contracts';
import { z } from 'zod';

// Envelope schemas of the routes not declared as endpoints (their answers: `envelopeSchema` of the declared
// schema), for the OpenAPI document and response serialization (unknown fields are dropped).

export const EmptyEnvelope = envelopeSchema(z.null());
export const SelectUserEnvelope = envelopeSchema(pageResultSchema(SelectUserRowSchema));
export const TaskStartedEnvelope = envelopeSchema(z.object({ taskId: z.string() }));
