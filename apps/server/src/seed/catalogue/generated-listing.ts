// A listing the catalogue generator wrote, as its photos and reviews are seeded for it (apart from
// generate-catalogue.ts, which seeds them, so that their seeders need not import it back).
export type GeneratedListing = {
  id: string;
  vendorId: string;
  category: string;
  status: 'draft' | 'published' | 'archived';
};
