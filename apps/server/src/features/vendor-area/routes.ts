// /api/v1/vendor/…: a vendor's own shop profile and listings. HTTP only; the rules are in service.ts.
import fastifyMultipart from '@fastify/multipart';
import { vendorAreaEndpoints as vendorArea } from '@sherehe/core/api/vendor-area-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { MAX_UPLOAD_BYTES } from '../../platform/storage/image-limits.ts';
import { readUploadedFile } from '../../platform/storage/read-upload.ts';
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

export const vendorAreaRoutes: FastifyPluginAsyncZod<VendorAreaDeps> = async (app, deps) => {
  // Scoped to these routes: one file per request, refused while streaming once it passes the limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  route(app, vendorArea.profile, vendor, async (request) => getProfile(deps, signedInUser(request).id));

  route(app, vendorArea.saveProfile, vendor, async (request) =>
    saveProfile(deps, signedInUser(request).id, request.body),
  );

  route(app, vendorArea.uploadLogo, vendor, async (request) => {
    const user = signedInUser(request);
    return saveLogo(deps, user.id, await readUploadedFile(request));
  });

  route(app, vendorArea.listings, vendor, async (request) => listOwnListings(deps, signedInUser(request).id));

  route(app, vendorArea.createListing, vendor, async (request) =>
    createListing(deps, signedInUser(request).id, request.body),
  );

  route(app, vendorArea.listing, vendor, async (request) =>
    getOwnListing(deps, signedInUser(request).id, request.params.id),
  );

  route(app, vendorArea.editListing, vendor, async (request) =>
    editListing(deps, signedInUser(request).id, request.params.id, request.body),
  );

  route(app, vendorArea.listingStatus, vendor, async (request) =>
    changeListingStatus(deps, signedInUser(request).id, request.params.id, request.body.status),
  );

  route(app, vendorArea.addPhoto, vendor, async (request) => {
    const user = signedInUser(request);
    const bytes = await readUploadedFile(request);
    return addListingPhoto(deps, user.id, request.params.id, bytes);
  });

  route(app, vendorArea.removePhoto, vendor, async (request) =>
    removeListingPhoto(deps, signedInUser(request).id, request.params.id, request.params.photoId),
  );

  route(app, vendorArea.reorderPhotos, vendor, async (request) =>
    reorderListingPhotos(deps, signedInUser(request).id, request.params.id, request.body.photoIds),
  );
};
