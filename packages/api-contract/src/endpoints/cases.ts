import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idempotencyKeyHeaders } from '../idempotency';
import {
  adminCasesQuerySchema,
  adminOfficesQuerySchema,
  caseConversationSchema,
  caseIdParamsSchema,
  caseMessageRequestSchema,
  caseMessageSchema,
  casePhotoParamsSchema,
  casePhotoQuerySchema,
  casePhotoSchema,
  caseMoveRequestSchema,
  caseRecordSchema,
  casePageSchema,
  caseSchema,
  casesPaths,
  createCaseRequestSchema,
  myCasesQuerySchema,
  officeIdParamsSchema,
  officePageSchema,
  officeReviewRequestSchema,
  officeSchema,
  officeSignUpRequestSchema,
  officesPaths,
  remakeRequestSchema,
  scanListSchema,
  scanParamsSchema,
  scanPartHeadersSchema,
  scanPartResultSchema,
  scanUploadParamsSchema,
  scanUploadRequestSchema,
  scanUploadSchema,
  scansPaths,
} from '../cases';

/** Dentist offices: an account signs its office up; an administrator verifies it before its first case. */
export const officesEndpoints = {
  signUpOffice: endpoint({
    method: 'POST',
    path: officesPaths.myOffice,
    status: 201,
    body: officeSignUpRequestSchema,
    response: officeSchema,
  }),
  /** null: the account signed no office up (yet). */
  myOffice: endpoint({ method: 'GET', path: officesPaths.myOffice, response: officeSchema.nullable() }),

  adminOffices: endpoint({
    method: 'GET',
    path: officesPaths.adminOffices,
    query: adminOfficesQuerySchema,
    response: officePageSchema,
  }),
  reviewOffice: endpoint({
    method: 'POST',
    path: officesPaths.adminOfficeReview,
    params: officeIdParamsSchema,
    body: officeReviewRequestSchema,
    response: officeSchema,
  }),
};

/**
 * Cases: a verified office sends and follows its own; the lab lists them all and moves them on; both
 * write in each case's conversation.
 */
export const casesEndpoints = {
  createCase: endpoint({
    method: 'POST',
    path: casesPaths.cases,
    status: 201,
    /** A retry with the same key and body answers the case the first made; another body is 422. */
    headers: idempotencyKeyHeaders,
    body: createCaseRequestSchema,
    response: caseSchema,
  }),
  myCases: endpoint({
    method: 'GET',
    path: casesPaths.cases,
    query: myCasesQuerySchema,
    response: casePageSchema,
  }),
  myCase: endpoint({
    method: 'GET',
    path: casesPaths.case,
    params: caseIdParamsSchema,
    response: caseSchema,
  }),
  requestRemake: endpoint({
    method: 'POST',
    path: casesPaths.caseRemakes,
    status: 201,
    params: caseIdParamsSchema,
    body: remakeRequestSchema,
    response: caseSchema,
  }),
  myCaseMessages: endpoint({
    method: 'GET',
    path: casesPaths.caseMessages,
    params: caseIdParamsSchema,
    response: caseConversationSchema,
  }),
  postMyCaseMessage: endpoint({
    method: 'POST',
    path: casesPaths.caseMessages,
    status: 201,
    params: caseIdParamsSchema,
    /** A retry with the same key and text answers the message the first posted; another text is 422. */
    headers: idempotencyKeyHeaders,
    body: caseMessageRequestSchema,
    response: caseMessageSchema,
  }),
  /** One image `file`: a photo for the office's next message. */
  addMyCasePhoto: endpoint({
    method: 'POST',
    path: casesPaths.casePhotos,
    status: 201,
    params: caseIdParamsSchema,
    multipart: true,
    response: casePhotoSchema,
  }),
  myCasePhoto: endpoint({
    method: 'GET',
    path: casesPaths.casePhoto,
    params: casePhotoParamsSchema,
    query: casePhotoQuerySchema,
    response: z.any().describe('WebP image'),
    file: 'image/webp',
  }),

  adminCases: endpoint({
    method: 'GET',
    path: casesPaths.adminCases,
    query: adminCasesQuerySchema,
    response: casePageSchema,
  }),
  adminCase: endpoint({
    method: 'GET',
    path: casesPaths.adminCase,
    params: caseIdParamsSchema,
    response: caseSchema,
  }),
  moveCase: endpoint({
    method: 'POST',
    path: casesPaths.adminCaseMove,
    params: caseIdParamsSchema,
    body: caseMoveRequestSchema,
    response: caseSchema,
  }),
  caseRecord: endpoint({
    method: 'GET',
    path: casesPaths.adminCaseRecord,
    params: caseIdParamsSchema,
    response: caseRecordSchema,
  }),
  caseTicket: endpoint({
    method: 'GET',
    path: casesPaths.adminCaseTicket,
    params: caseIdParamsSchema,
    response: z
      .custom<Uint8Array>((value) => value instanceof Uint8Array)
      .describe('The lab ticket, application/pdf'),
    file: 'application/pdf',
  }),
  adminCaseMessages: endpoint({
    method: 'GET',
    path: casesPaths.adminCaseMessages,
    params: caseIdParamsSchema,
    response: caseConversationSchema,
  }),
  postAdminCaseMessage: endpoint({
    method: 'POST',
    path: casesPaths.adminCaseMessages,
    status: 201,
    params: caseIdParamsSchema,
    headers: idempotencyKeyHeaders,
    body: caseMessageRequestSchema,
    response: caseMessageSchema,
  }),
  addAdminCasePhoto: endpoint({
    method: 'POST',
    path: casesPaths.adminCasePhotos,
    status: 201,
    params: caseIdParamsSchema,
    multipart: true,
    response: casePhotoSchema,
  }),
  adminCasePhoto: endpoint({
    method: 'GET',
    path: casesPaths.adminCasePhoto,
    params: casePhotoParamsSchema,
    query: casePhotoQuerySchema,
    response: z.any().describe('WebP image'),
    file: 'image/webp',
  }),
};

/**
 * Intraoral scans of a case: the office uploads them in parts (resumable), the office and the lab
 * list and download them.
 */
export const scansEndpoints = {
  startScanUpload: endpoint({
    method: 'POST',
    path: scansPaths.scanUploads,
    status: 201,
    params: caseIdParamsSchema,
    body: scanUploadRequestSchema,
    response: scanUploadSchema,
  }),
  scanUpload: endpoint({
    method: 'GET',
    path: scansPaths.scanUpload,
    params: scanUploadParamsSchema,
    response: scanUploadSchema,
  }),
  sendScanPart: endpoint({
    method: 'PATCH',
    path: scansPaths.scanUpload,
    params: scanUploadParamsSchema,
    headers: scanPartHeadersSchema,
    binary: true,
    response: scanPartResultSchema,
  }),
  cancelScanUpload: endpoint({
    method: 'DELETE',
    path: scansPaths.scanUpload,
    params: scanUploadParamsSchema,
    response: z.object({ message: z.string() }),
  }),
  caseScans: endpoint({
    method: 'GET',
    path: scansPaths.scans,
    params: caseIdParamsSchema,
    response: scanListSchema,
  }),
  scanFile: endpoint({
    method: 'GET',
    path: scansPaths.scanFile,
    params: scanParamsSchema,
    response: z.any().describe('The scan file (STL, PLY or OBJ)'),
    file: 'application/octet-stream',
  }),

  adminCaseScans: endpoint({
    method: 'GET',
    path: scansPaths.adminScans,
    params: caseIdParamsSchema,
    response: scanListSchema,
  }),
  adminScanFile: endpoint({
    method: 'GET',
    path: scansPaths.adminScanFile,
    params: scanParamsSchema,
    response: z.any().describe('The scan file (STL, PLY or OBJ)'),
    file: 'application/octet-stream',
  }),
};
