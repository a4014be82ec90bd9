import multipart from '@fastify/multipart';
import {
  KYC_FILE_MAX_BYTES,
  kycCase,
  kycDocumentParams,
  kycInformationRequest,
  kycSlotParams,
} from '@satsino/contract/kyc';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireIdentity, signedIn } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import { kycErrors } from './kyc.errors.js';
import type { KycService, UploadedFile } from './kyc.service.js';
import { attachmentDisposition } from './kyc-files.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['kyc'];

/** Multipart errors that mean "more than one file and nothing else". */
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** The player's verification calls, and the document download shared with staff. */
export function registerKycRoutes(app: FastifyInstance, kyc: KycService): void {
  // Encapsulated: the multipart parser exists for the upload only; the rest of the API keeps
  // accepting JSON alone. One file, no other fields, and nothing over the size limit.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: KYC_FILE_MAX_BYTES,
        files: 1,
        fields: 0,
        parts: 2,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.put(
      '/api/kyc/documents/:slot',
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary:
            'Upload the file of one slot (multipart field `file`: JPEG, PNG or PDF up to 5 MB, recognised by its content); replaces the slot’s file until the case is submitted',
          security: bearer,
          consumes: ['multipart/form-data'],
          params: kycSlotParams,
          response: { 200: kycCase, ...errorResponses(401, 409, 413, 415, 422, 429) },
        },
      },
      async (request) => {
        const { userId } = requireIdentity(request);
        const { slot } = request.params;
        if (!request.isMultipart()) throw kycErrors.notMultipart();
        await kyc.admitUpload(userId);
        let file: UploadedFile | undefined;
        try {
          // Read part by part so that anything besides the one file is refused, not ignored.
          for await (const part of request.parts()) {
            if (part.type !== 'file' || file !== undefined) throw kycErrors.tooManyParts();
            file = { fileName: part.filename, bytes: await part.toBuffer() };
          }
        } catch (error) {
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError) {
            throw kycErrors.fileTooLarge(slot);
          }
          const code = (error as { code?: unknown }).code;
          if (typeof code === 'string' && TOO_MANY_PARTS.has(code)) throw kycErrors.tooManyParts();
          throw error;
        }
        if (file === undefined) throw kycErrors.fileRequired(slot);
        return kyc.uploadDocument(userId, slot, file);
      },
    );
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/kyc',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The player’s account verification: status, information and documents',
        security: bearer,
        response: { 200: kycCase, ...errorResponses(401) },
      },
    },
    async (request) => kyc.getCase(requireIdentity(request).userId),
  );

  routes.put(
    '/api/kyc/information',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Step 1: save the player’s information (all fields required, 18 or older)',
        security: bearer,
        body: kycInformationRequest,
        response: { 200: kycCase, ...errorResponses(401, 409, 422) },
      },
    },
    async (request) => kyc.saveInformation(requireIdentity(request).userId, request.body),
  );

  routes.post(
    '/api/kyc/submit',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'Send the case for review; every field and file is required (422 names each missing one)',
        security: bearer,
        response: { 200: kycCase, ...errorResponses(401, 409, 422) },
      },
    },
    async (request) => kyc.submit(requireIdentity(request).userId),
  );

  routes.get(
    '/api/kyc/documents/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Download a document (its owner and staff only), always as an attachment',
        security: bearer,
        params: kycDocumentParams,
        // No answer schemas: the file's bytes are sent as they are (errors are the usual
        // envelope: 401, 404 for a document of someone else or none, 422 for a bad id).
      },
    },
    async (request, reply) => {
      const file = await kyc.readDocument(requireIdentity(request), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.content);
    },
  );
}
