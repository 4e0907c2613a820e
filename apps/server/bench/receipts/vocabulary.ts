/**
 * Words the corpus draws from: invented shops with Swedish legal forms, buyers, bikes and
 * accessories, streets and towns. Invented on purpose (no real company or person), but shaped
 * like the real thing so the text around the three facts is as busy as on a real receipt.
 */

export const shopStems = [
  'Cykelhuset',
  'Cykelverkstan',
  'Hjulmakarna',
  'Trampa Cyklar',
  'Ekerhjulet',
  'Velopartner',
  'Cykelcentrum',
  'Kedjan Cykel & Sport',
  'Bergs Cykelaffär',
  'Nilssons Cykel',
  'Cykelkungen',
  'Sadel & Styre',
  'Friwheel Cykelbutik',
  'Stadscykeln',
  'Pedalen',
  'Cykel & Motor',
  'Ramverket Cyklar',
  'Gröna Cykeln',
  'Backens Cykel & Fritid',
  'Söders Cykel',
  'Öbergs Cykelservice',
  'Cykelboden',
  'Lindqvists Cykelhandel',
  'Växelverket',
] as const;

export const towns = [
  { town: 'Stockholm', postcode: '118 46', area: '08' },
  { town: 'Göteborg', postcode: '411 05', area: '031' },
  { town: 'Malmö', postcode: '211 34', area: '040' },
  { town: 'Uppsala', postcode: '753 20', area: '018' },
  { town: 'Lund', postcode: '222 21', area: '046' },
  { town: 'Umeå', postcode: '903 26', area: '090' },
  { town: 'Örebro', postcode: '702 10', area: '019' },
  { town: 'Linköping', postcode: '582 24', area: '013' },
  { town: 'Västerås', postcode: '722 15', area: '021' },
  { town: 'Gävle', postcode: '803 20', area: '026' },
  { town: 'Jönköping', postcode: '553 16', area: '036' },
  { town: 'Sundsvall', postcode: '852 30', area: '060' },
  { town: 'Växjö', postcode: '352 31', area: '0470' },
  { town: 'Luleå', postcode: '972 31', area: '0920' },
  { town: 'Karlstad', postcode: '652 24', area: '054' },
] as const;

export const streets = [
  'Storgatan',
  'Drottninggatan',
  'Kungsgatan',
  'Västra Hamngatan',
  'Södra Förstadsgatan',
  'Sveavägen',
  'Järnvägsgatan',
  'Nygatan',
  'Östra Långgatan',
  'Industrivägen',
  'Hantverkargatan',
  'Skolgatan',
  'Götgatan',
  'Norra Vallgatan',
  'Bangårdsgatan',
] as const;

export const firstNames = [
  'Anna',
  'Erik',
  'Maria',
  'Lars',
  'Karin',
  'Johan',
  'Sara',
  'Mikael',
  'Elin',
  'Anders',
  'Fatima',
  'Ahmed',
  'Linnéa',
  'Björn',
  'Ida',
  'Per-Olof',
  'Åsa',
  'Oskar',
  'Ingrid',
  'Mehmet',
  'Sofia',
  'Göran',
  'Emma',
  'Niklas',
] as const;

export const lastNames = [
  'Andersson',
  'Johansson',
  'Karlsson',
  'Nilsson',
  'Eriksson',
  'Larsson',
  'Olsson',
  'Persson',
  'Svensson',
  'Gustafsson',
  'Lindqvist',
  'Öberg',
  'Bergström',
  'Hassan',
  'Åkesson',
  'Sjöberg',
  'Lundgren',
  'Yilmaz',
  'Holm',
  'Ekström',
] as const;

export const bikes = [
  { brand: 'Crescent', models: ['Elda', 'Alvar', 'Ebba', 'Embla', 'Ludde'] },
  { brand: 'Monark', models: ['Karin', 'Ellen', 'Delta', 'Premium'] },
  { brand: 'Skeppshult', models: ['Natur Pro', 'Favorit', 'Nova'] },
  { brand: 'Trek', models: ['FX 3 Disc', 'Marlin 7', 'Verve 2', 'Domane AL 2'] },
  { brand: 'Specialized', models: ['Sirrus X 3.0', 'Rockhopper', 'Allez Sport'] },
  { brand: 'Cube', models: ['Kathmandu Hybrid', 'Nature EXC', 'Attention'] },
  { brand: 'Kona', models: ['Rove AL', 'Dew', "Lana'i"] },
  { brand: 'Scott', models: ['Sub Cross 20', 'Aspect 950', 'Speedster 30'] },
  { brand: 'Bianchi', models: ['Spillo', 'Via Nirone 7', 'C-Sport 2'] },
  { brand: 'Giant', models: ['Escape 2', 'Talon 3', 'Explore E+ 2'] },
  { brand: 'Merida', models: ['Crossway 100', 'Big.Nine 60', 'eSpresso 400'] },
  { brand: 'Rex', models: ['Grand Deluxe', 'Eco 7'] },
  { brand: 'Batavus', models: ['Finez', 'Mambo', 'Dinsdag'] },
  { brand: 'Kalkhoff', models: ['Image 3.B', 'Endeavour 5.B'] },
] as const;

export const bikeDescriptionsSv = [
  '7-vxl dam 28"',
  '3-vxl herr 28"',
  'elcykel 500 Wh',
  '24-vxl hybrid',
  'barncykel 20"',
  'MTB 29" hardtail',
  'landsväg 105',
  'gravel 2x11',
  'lådcykel el',
  'dam 26" 3-vxl',
] as const;

export const bikeDescriptionsEn = [
  '7-speed ladies 28"',
  '3-speed gents 28"',
  'e-bike 500 Wh',
  '24-speed hybrid',
  'kids 20"',
  'MTB 29" hardtail',
  'road 105',
  'gravel 2x11',
  'cargo e-bike',
] as const;

export const accessoriesSv = [
  ['Ringlås ART 2', 399],
  ['Kättinglås 110 cm', 649],
  ['Cykelhjälm Vuxen', 799],
  ['Framlampa LED', 249],
  ['Bakljus USB', 179],
  ['Stänkskärmar 28"', 299],
  ['Pakethållare', 349],
  ['Cykelkorg fram', 299],
  ['Montering & leveransservice', 495],
  ['Cykelpump Mini', 199],
  ['Stöd Ursus', 229],
  ['Ringklocka', 79],
  ['Slang 28" Presta', 89],
  ['Service 1 år (ingår)', 0],
] as const;

export const accessoriesEn = [
  ['Frame lock ART 2', 399],
  ['Chain lock 110 cm', 649],
  ['Helmet adult', 799],
  ['Front light LED', 249],
  ['Rear light USB', 179],
  ['Mudguards 28"', 299],
  ['Rear rack', 349],
  ['Assembly & delivery', 495],
  ['Mini pump', 199],
  ['Kickstand', 229],
  ['Bell', 79],
] as const;

export const thanksSv = [
  'Tack för ditt köp!',
  'Tack för besöket, välkommen åter!',
  'Välkommen tillbaka!',
  'Tack och välkommen åter',
  'Spara kvittot - det är din garanti',
] as const;

export const thanksEn = [
  'Thank you for your purchase!',
  'Thanks for shopping with us',
  'Please keep this receipt as proof of purchase',
] as const;
