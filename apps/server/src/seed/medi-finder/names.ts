// Invented names of demo pharmacies, diagnostic centres and the businesses that own them (no real chain's name).

export const pharmacyStems = [
  'Afya Bora',
  'Shifa',
  'Uhai',
  'Tumaini',
  'Neema',
  'Baraka',
  'Upendo',
  'Faraja',
  'Rehema',
  'Salama',
  'Imani',
  'Amani',
  'Jamii',
  'Nuru',
  'Zawadi',
  'Mwangaza',
  'Tiba Bora',
  'Heri',
  'Uzima',
  'Pendo',
  'Kisima',
  'Malaika',
  'Umoja',
  'Huruma',
  'Subira',
  'Tulia',
  'Fadhili',
  'Bahati',
  'Jabali',
  'Mwema',
  'Bariki',
  'Sifa',
  'Wema',
  'Msamaria Mwema',
  'Tabibu',
  'Kheri',
  'Furaha',
  'Dawa Safi',
  'Tunza',
  'Hekima',
] as const;

export const pharmacySuffixes = [
  'Pharmacy',
  'Pharmacy',
  'Chemist',
  'Pharmacy & Cosmetics',
  'Dispensary & Pharmacy',
  'Medical Store',
  'Duka la Dawa Muhimu',
] as const;

export const centreStems = [
  'Uhai',
  'Afya Plus',
  'Tumaini',
  'Nuru',
  'Mwangaza',
  'Baobab',
  'Imara',
  'Shifa',
  'Jamii',
  'Kinga',
  'Tabibu',
  'Uzima',
] as const;

/** Names people of each city give their businesses: a mountain, the lake, the coast, the capital. */
export const localStems: Record<string, readonly string[]> = {
  'Dar es Salaam': ['Pwani', 'Mlimani', 'Msasani', 'Bahari', 'Mzizima'],
  Arusha: ['Meru', 'Serengeti', 'Ngorongoro', 'Tanzanite'],
  Mwanza: ['Ziwa', 'Rock City', 'Victoria', 'Bismarck'],
  Dodoma: ['Makao Makuu', 'Mirembe', 'Jamhuri', 'Chamwino'],
  Moshi: ['Kibo', 'Mawenzi', 'Kilimanjaro', 'Uhuru Peak'],
  Zanzibar: ['Unguja', 'Marashi', 'Forodhani', 'Karafuu'],
};

export const centreSuffixes = [
  'Diagnostic Centre',
  'Laboratories',
  'Medical Laboratory',
  'Imaging & Diagnostics',
  'Polyclinic & Laboratory',
] as const;

/** The owners' businesses, a few per city (Dar es Salaam the most); each is a vendor account. */
export const demoOwners: Record<string, readonly string[]> = {
  'Dar es Salaam': [
    'Afya Bora Pharmaceuticals Ltd',
    'Pwani Health Supplies',
    'Mlimani Medics Ltd',
    'Uhai Pharma Group',
    'Bahari Diagnostics Ltd',
    'Tiba Plus Company',
  ],
  Arusha: ['Meru Health Services', 'Kijenge Pharma Ltd'],
  Mwanza: ['Ziwa Medical Ltd', 'Rock City Pharmacy Group'],
  Dodoma: ['Makao Makuu Health Ltd', 'Kisasa Medics'],
  Moshi: ['Kibo Pharmaceuticals', 'Mawenzi Health Ltd'],
  Zanzibar: ['Unguja Health Ltd'],
};
