import { mixed, object, string } from 'yup';
import { DocTypeValues } from '../../../openapi/rules';

/** Spec §5 'bank payment': every field required; typePerson natural or juridica; documentType CC, NIT, CE, PPN; email valid; the mobile's message. */
/** An empty select ('') counts as not chosen. */
const chosen = (v: unknown) => (v === '' ? undefined : v);

export const pseRules = object({
  typePerson: mixed<'natural' | 'juridica'>().transform(chosen).required('El tipo de persona es requerido').oneOf(['natural', 'juridica'], 'El tipo de persona debe ser natural o jurídica'),
  bank: string().required('El banco es requerido'),
  firstName: string().trim().required('El nombre es requerido'),
  lastName: string().trim().required('El apellido es requerido'),
  documentType: mixed<(typeof DocTypeValues)[number]>().transform(chosen).required('El tipo de documento es requerido').oneOf([...DocTypeValues], 'El tipo de documento es requerido'),
  documentNumber: string().trim().required('El número de documento es requerido'),
  email: string().trim().required('El correo electrónico es requerido').email('Correo electrónico inválido'),
  phoneNumber: string().trim().required('El número de móvil es requerido'),
});

export const PERSON_TYPES = [
  { value: 'natural', label: 'Persona natural' },
  { value: 'juridica', label: 'Persona jurídica' },
] as const;
