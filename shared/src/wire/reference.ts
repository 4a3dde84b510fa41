// The API reference (GET /api/openapi.json): the OpenAPI document itself, not in the success envelope, so that
// OpenAPI tools read it as it is (the same text as docs/openapi.json).
import { Type } from '@sinclair/typebox';

export const OpenApiDocument = Type.Object({
  openapi: Type.String(),
  info: Type.Object({ title: Type.String(), version: Type.String() }, { additionalProperties: true }),
  paths: Type.Record(Type.String(), Type.Unknown()),
  components: Type.Unknown(),
});
