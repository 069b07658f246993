import { z } from 'zod';
import {
  accountActivationResultSchema,
  accountActivationSchema,
  accountSchema,
  pendingActivationSchema,
  updateAccountSchema,
} from './account.ts';
import { defineEndpoint, errorResponses, fileUploadForm } from './endpoint.ts';
import { changePasswordRequestSchema } from './identity.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const profilePictureErrors = errorResponses(400, 401, 404, 413, 415);

/** The signed-in user's own account, its password and picture, and HR's activation of accounts. */
export const ACCOUNTS_ENDPOINTS = {
  getOwnAccount: defineEndpoint({
    method: 'GET',
    path: '/api/accounts',
    access: 'authenticated',
    tag: 'accounts',
    summary: 'The signed-in user profile and form lists',
    responses: { 200: accountSchema, ...errors },
  }),
  updateOwnAccount: defineEndpoint({
    method: 'PUT',
    path: '/api/accounts',
    access: 'authenticated',
    tag: 'accounts',
    summary: 'Edit the signed-in user profile',
    body: updateAccountSchema,
    responses: { 200: accountSchema, ...errors },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/accounts/change-password',
    access: 'authenticated',
    tag: 'accounts',
    summary: 'Change the signed-in user password',
    body: changePasswordRequestSchema,
    responses: { 204: z.null(), ...errors },
  }),
  listPendingActivation: defineEndpoint({
    method: 'GET',
    path: '/api/accounts/pending-activation',
    access: ['hr'],
    tag: 'accounts',
    summary: 'Accounts waiting for HR activation',
    responses: { 200: pendingActivationSchema, ...errors },
  }),
  setAccountEnabled: defineEndpoint({
    method: 'PUT',
    path: '/api/accounts/:id/activation',
    access: ['hr'],
    tag: 'accounts',
    summary: 'Enable or disable an account',
    params: z.object({ id: z.uuid() }),
    body: accountActivationSchema,
    responses: { 200: accountActivationResultSchema, ...errors },
  }),
  replaceOwnProfilePicture: defineEndpoint({
    method: 'PUT',
    path: '/api/accounts/profile-picture',
    access: 'authenticated',
    tag: 'accounts',
    summary: 'Upload a new profile picture (multipart, one PNG or JPEG file, 5 MiB at most)',
    formData: fileUploadForm,
    responses: { 200: accountSchema, ...profilePictureErrors },
  }),
  removeOwnProfilePicture: defineEndpoint({
    method: 'DELETE',
    path: '/api/accounts/profile-picture',
    access: 'authenticated',
    tag: 'accounts',
    summary: 'Remove the profile picture, back to the default avatar',
    responses: { 200: accountSchema, ...profilePictureErrors },
  }),
};
