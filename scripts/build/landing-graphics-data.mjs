// Ids shared by the graphics script and lib/landing/*.ts (keep in sync).
export const avatars = [
  ['anna-kowalska', 'AK'],
  ['james-whitfield', 'JW'],
  ['maria-nowak', 'MN'],
  ['david-chen', 'DC'],
  ['sofia-rossi', 'SR'],
  ['tomasz-wisniewski', 'TW'],
  ['emily-carter', 'EC'],
  ['piotr-zielinski', 'PZ'],
  ['laura-martinez', 'LM'],
  ['katarzyna-lewandowska', 'KL'],
  ['michael-obrien', 'MO'],
  ['aisha-rahman', 'AR'],
  ['jan-mazur', 'JM'],
];
