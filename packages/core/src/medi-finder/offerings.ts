// What a pharmacy offers and which tests a diagnostic centre runs: fixed keys, named in each language by the web
// app, so an owner picks from a list and a visitor reads them in Swahili or English.

export const pharmacyServices = [
  'prescriptions',
  'over_the_counter',
  'blood_pressure',
  'blood_sugar',
  'malaria_rapid_test',
  'family_planning',
  'baby_care',
  'health_insurance',
  'home_delivery',
  'mobile_money',
] as const;
export type PharmacyService = (typeof pharmacyServices)[number];

export const diagnosticTests = [
  'full_blood_count',
  'malaria',
  'blood_sugar',
  'hiv',
  'urinalysis',
  'liver_function',
  'kidney_function',
  'lipid_profile',
  'x_ray',
  'ultrasound',
  'ecg',
  'ct_scan',
  'mri',
] as const;
export type DiagnosticTest = (typeof diagnosticTests)[number];

/** What a place of this kind may offer: a pharmacy's services or a diagnostic centre's tests. */
export const offeringsOf = (kind: 'pharmacy' | 'diagnostic_center'): readonly string[] =>
  kind === 'pharmacy' ? pharmacyServices : diagnosticTests;
