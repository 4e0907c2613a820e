import type { Role } from '@ramkoll/shared/roles';
import { luhnCheckDigit } from '@ramkoll/shared/rules/luhn';

/** Every demo account signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'Ramkoll2026!';
/** Staff code of the demo store, for /store-login. */
export const DEMO_STAFF_CODE = 'BUTIK2024';

export interface DemoAccount {
  key: 'admin' | 'anna' | 'erik' | 'store';
  email: string;
  role: Role;
  fullName: string;
  personalNumber: string;
  phone: string | null;
  points: number;
}

export const demoAccounts: DemoAccount[] = [
  {
    key: 'admin',
    email: 'admin@ramkoll.se',
    role: 'admin',
    fullName: 'Ramkoll Admin',
    personalNumber: personnummer('1979-03-14', '238'),
    phone: null,
    points: 0,
  },
  {
    key: 'anna',
    email: 'anna@ramkoll.se',
    role: 'customer',
    fullName: 'Anna Andersson',
    personalNumber: personnummer('1988-05-21', '402'),
    phone: '+46701234567',
    points: 500,
  },
  {
    key: 'erik',
    email: 'erik@ramkoll.se',
    role: 'customer',
    fullName: 'Erik Svensson',
    personalNumber: personnummer('1992-11-03', '315'),
    phone: '+46709876543',
    points: 100,
  },
  {
    key: 'store',
    email: 'butik@ramkoll.se',
    role: 'store',
    fullName: 'Cykelhörnan Södermalm',
    personalNumber: personnummer('1975-08-30', '177'),
    phone: '+4686401122',
    points: 1000,
  },
];

export const demoStore = {
  name: 'Cykelhörnan Södermalm',
  chain: 'Cykelhörnan',
  locationId: 'STHLM-SOD-01',
  address: 'Götgatan 58',
  postalCode: '118 26',
  city: 'Stockholm',
  phone: '08-640 11 22',
  organizationNumber: organisationsnummer('559123456'),
  contactInfo: 'butik@ramkoll.se, 08-640 11 22',
};

/** The built-in company-lookup register: valid check digits; one company is not active. */
export const demoCompanies = [
  {
    organizationNumber: demoStore.organizationNumber,
    name: 'Cykelhörnan Södermalm AB',
    address: demoStore.address,
    postalCode: demoStore.postalCode,
    city: demoStore.city,
    status: 'aktiv' as const,
  },
  {
    organizationNumber: organisationsnummer('559234567'),
    name: 'Velo Nordic AB',
    address: 'Kungsgatan 12',
    postalCode: '411 19',
    city: 'Göteborg',
    status: 'aktiv' as const,
  },
  {
    organizationNumber: organisationsnummer('559345678'),
    name: 'Malmö Elcykel AB',
    address: 'Södra Förstadsgatan 40',
    postalCode: '211 43',
    city: 'Malmö',
    status: 'aktiv' as const,
  },
  {
    organizationNumber: organisationsnummer('556456789'),
    name: 'Norrlands Cykel & Sport AB',
    address: 'Storgatan 70',
    postalCode: '903 30',
    city: 'Umeå',
    status: 'aktiv' as const,
  },
  // Companies for the companies' form on /partners (a housing cooperative, an employer).
  {
    organizationNumber: organisationsnummer('769612345'),
    name: 'BRF Solgläntan',
    address: 'Solgläntan 3',
    postalCode: '217 45',
    city: 'Malmö',
    status: 'aktiv' as const,
  },
  {
    organizationNumber: organisationsnummer('556678901'),
    name: 'Nordvik Logistik AB',
    address: 'Lindholmsallén 10',
    postalCode: '417 55',
    city: 'Göteborg',
    status: 'aktiv' as const,
  },
  {
    organizationNumber: organisationsnummer('556567890'),
    name: 'Gamla Cykelboden AB',
    address: 'Drottninggatan 3',
    postalCode: '753 10',
    city: 'Uppsala',
    status: 'inaktiv' as const,
  },
];

/** 12-digit personnummer (YYYYMMDDNNNC): the check digit is a Luhn digit over YYMMDDNNN. */
function personnummer(birthDate: string, birthNumber: string): string {
  const yyyymmdd = birthDate.replaceAll('-', '');
  return `${yyyymmdd}${birthNumber}${luhnCheckDigit(`${yyyymmdd.slice(2)}${birthNumber}`)}`;
}

/** 10-digit organisationsnummer from its first nine digits. */
function organisationsnummer(nineDigits: string): string {
  return `${nineDigits}${luhnCheckDigit(nineDigits)}`;
}
