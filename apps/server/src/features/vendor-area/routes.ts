// /api/v1/vendor/…: a vendor's own shop profile and listings. HTTP only; the rules are in service.ts.
import fastifyMultipart from '@fastify/multipart';
import { errorBody } from '@sherehe/core/api/errors';
import {
  listingBody,
  listingIdParams,
  listingPhotoParams,
  listingStatusBody,
  photoOrderBody,
  saveVendorProfileBody,
  vendorListing,
  vendorListingsResponse,
  vendorProfileResponse,
} from '@sherehe/core/api/vendor-area';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { MAX_UPLOAD_BYTES } from '../../platform/storage/image-limits.ts';
import { readUploadedFile, uploadRefusals } from '../../platform/storage/read-upload.ts';
import {
  addListingPhoto,
  changeListingStatus,
  createListing,
  editListing,
  getOwnListing,
  getProfile,
  listOwnListings,
  removeListingPhoto,
  reorderListingPhotos,
  saveLogo,
  saveProfile,
  type VendorAreaDeps,
} from './service.ts';

const vendor = { access: 'vendor' as const };
const tags = ['vendor area'];
const failures = { 400: errorBody, 404: errorBody, 422: errorBody };
const uploadFailures = { ...failures, 413: errorBody };

export const vendorAreaRoutes: FastifyPluginAsyncZod<VendorAreaDeps> = async (app, deps) => {
  // Scoped to these routes: one file per request, refused while streaming once it passes the limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.get(
    '/vendor/profile',
    {
      config: vendor,
      schema: {
        tags,
        summary: "The vendor's shop profile (null until first saved)",
        response: { 200: vendorProfileResponse },
      },
    },
    async (request) => getProfile(deps, signedInUser(request).id),
  );

  app.put(
    '/vendor/profile',
    {
      config: vendor,
      schema: {
        tags,
        summary: 'Save the shop profile (made on first save)',
        body: saveVendorProfileBody,
        response: { 200: vendorProfileResponse, 400: errorBody },
      },
    },
    async (request) => saveProfile(deps, signedInUser(request).id, request.body),
  );

  app.post(
    '/vendor/profile/logo',
    {
      config: {
        ...vendor,
        refusals: {
          ...uploadRefusals,
          422: ['vendor.no_profile'],
        },
      },
      schema: {
        tags,
        summary: 'Upload the shop logo (multipart, field "file"; JPEG, PNG or WebP up to 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: vendorProfileResponse, ...uploadFailures },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return saveLogo(deps, user.id, await readUploadedFile(request));
    },
  );

  app.get(
    '/vendor/listings',
    {
      config: vendor,
      schema: {
        tags,
        summary: "The vendor's listings, every status",
        response: { 200: vendorListingsResponse },
      },
    },
    async (request) => listOwnListings(deps, signedInUser(request).id),
  );

  app.post(
    '/vendor/listings',
    {
      config: { ...vendor, refusals: { 422: ['vendor.no_profile'] } },
      schema: {
        tags,
        summary: 'Create a listing (a draft)',
        body: listingBody,
        response: { 201: vendorListing, ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createListing(deps, signedInUser(request).id, request.body)),
  );

  app.get(
    '/vendor/listings/:id',
    {
      config: { ...vendor, refusals: { 404: ['vendor.listing_not_found'] } },
      schema: {
        tags,
        summary: 'One of the vendor’s listings',
        params: listingIdParams,
        response: { 200: vendorListing, ...failures },
      },
    },
    async (request) => getOwnListing(deps, signedInUser(request).id, request.params.id),
  );

  app.put(
    '/vendor/listings/:id',
    {
      config: { ...vendor, refusals: { 404: ['vendor.listing_not_found'] } },
      schema: {
        tags,
        summary: 'Edit a listing',
        params: listingIdParams,
        body: listingBody,
        response: { 200: vendorListing, ...failures },
      },
    },
    async (request) => editListing(deps, signedInUser(request).id, request.params.id, request.body),
  );

  app.put(
    '/vendor/listings/:id/status',
    {
      config: {
        ...vendor,
        refusals: {
          404: ['vendor.listing_not_found'],
          422: [
            'vendor.no_photo',
            'vendor.suspended',
            'vendor.archived_by_admin',
            'vendor.archived_by_admin_because',
          ],
        },
      },
      schema: {
        tags,
        summary: 'Publish, archive, or move a listing back to draft',
        params: listingIdParams,
        body: listingStatusBody,
        response: { 200: vendorListing, ...failures },
      },
    },
    async (request) =>
      changeListingStatus(deps, signedInUser(request).id, request.params.id, request.body.status),
  );

  app.post(
    '/vendor/listings/:id/photos',
    {
      config: {
        ...vendor,
        refusals: {
          ...uploadRefusals,
          404: ['vendor.listing_not_found'],
          422: ['vendor.too_many_photos'],
        },
      },
      schema: {
        tags,
        summary:
          'Add a photo (multipart, field "file"; JPEG, PNG or WebP up to 10 MB; at most 10 per listing)',
        consumes: ['multipart/form-data'],
        params: listingIdParams,
        response: { 201: vendorListing, ...uploadFailures },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const bytes = await readUploadedFile(request);
      return reply.status(201).send(await addListingPhoto(deps, user.id, request.params.id, bytes));
    },
  );

  app.delete(
    '/vendor/listings/:id/photos/:photoId',
    {
      config: {
        ...vendor,
        refusals: { 404: ['vendor.listing_not_found', 'vendor.photo_not_found'], 422: ['vendor.last_photo'] },
      },
      schema: {
        tags,
        summary: 'Delete a photo of a listing',
        params: listingPhotoParams,
        response: { 200: vendorListing, ...failures },
      },
    },
    async (request) =>
      removeListingPhoto(deps, signedInUser(request).id, request.params.id, request.params.photoId),
  );

  app.put(
    '/vendor/listings/:id/photos/order',
    {
      config: { ...vendor, refusals: { 400: ['vendor.photo_order'], 404: ['vendor.listing_not_found'] } },
      schema: {
        tags,
        summary: 'Put the photos of a listing in a new order (the first is the cover)',
        params: listingIdParams,
        body: photoOrderBody,
        response: { 200: vendorListing, ...failures },
      },
    },
    async (request) =>
      reorderListingPhotos(deps, signedInUser(request).id, request.params.id, request.body.photoIds),
  );
};
