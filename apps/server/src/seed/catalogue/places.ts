// Neighbourhoods of the six planner cities (from the shared tanzania-places data), where demo shops work.
export const cityAreas: Record<string, readonly string[]> = {
  'Dar es Salaam': [
    'Kariakoo',
    'Masaki',
    'Mikocheni',
    'Sinza',
    'Kinondoni',
    'Mbezi Beach',
    'Kigamboni',
    'Ubungo',
    'Temeke',
  ],
  Arusha: ['Njiro', 'Sakina', 'Kijenge', 'Themi', 'Kaloleni'],
  Moshi: ['Shanty Town', 'Soweto', 'Kiboriloni', 'Pasua', 'Majengo'],
  Dodoma: ['Makole', 'Kisasa', 'Nzuguni', 'Area C'],
  Mwanza: ['Capri Point', 'Isamilo', 'Kirumba', 'Nyegezi'],
  Zanzibar: ['Stone Town', 'Nungwi', 'Paje', 'Kiwengwa'],
};
