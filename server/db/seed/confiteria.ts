// Demo confitería: categories, Score products and combos with their recipes, display cards.
import type { ProductShape } from './images.ts';

export const demoCategories = [
  { name: 'Combos', position: 1 },
  { name: 'Crispetas', position: 2 },
  { name: 'Bebidas', position: 3 },
  { name: 'Snacks', position: 4 },
  { name: 'Dulces', position: 5 },
  { name: 'CineFan Plus', position: 6 },
] as const;

export type CategoryName = (typeof demoCategories)[number]['name'];

export interface DemoRecipeGroup {
  codigo: string;
  name: string;
  cantidad: number;
  options: [codigo: string, descripcion: string][];
}

export interface DemoProduct {
  codigo: string;
  descripcion: string;
  /** 'P' single product, 'A' combo. */
  tipo: 'P' | 'A';
  precioGeneral: number;
  precioOtroPago: number;
  cinefanPlus: boolean;
  category: CategoryName;
  shape: ProductShape;
  color: string;
  /** HTML of the display card. */
  description: string;
  recipe: DemoRecipeGroup[];
}

const sabor: DemoRecipeGroup = { codigo: 'SABOR', name: 'Sabor de las crispetas', cantidad: 1, options: [['SAL', 'Crispetas de sal'], ['CAR', 'Crispetas de caramelo'], ['MIX', 'Mixtas']] };
const bebidas: [string, string][] = [['COCA', 'Coca-Cola'], ['COZE', 'Coca-Cola Sin Azúcar'], ['SPRI', 'Sprite'], ['AGUA', 'Agua']];
const bebida = (codigo = 'BEBIDA', name = 'Elige tu bebida', cantidad = 1): DemoRecipeGroup => ({ codigo, name, cantidad, options: bebidas });

export const demoProducts: DemoProduct[] = [
  { codigo: 'A001', descripcion: 'Combo Personal', tipo: 'A', precioGeneral: 19_000, precioOtroPago: 16_000, cinefanPlus: false, category: 'Combos', shape: 'combo', color: '#7c3aed', description: '<p>Crispetas medianas y gaseosa mediana.</p>', recipe: [sabor, bebida()] },
  { codigo: 'A002', descripcion: 'Combo Pareja', tipo: 'A', precioGeneral: 34_000, precioOtroPago: 28_500, cinefanPlus: false, category: 'Combos', shape: 'combo', color: '#be185d', description: '<p>Crispetas grandes y <strong>dos</strong> gaseosas medianas.</p>', recipe: [sabor, bebida('BEBIDA1', 'Primera bebida'), bebida('BEBIDA2', 'Segunda bebida')] },
  { codigo: 'A003', descripcion: 'Combo Familiar', tipo: 'A', precioGeneral: 52_000, precioOtroPago: 44_000, cinefanPlus: false, category: 'Combos', shape: 'combo', color: '#c2410c', description: '<p>Dos crispetas grandes, cuatro gaseosas medianas y una chocolatina.</p>', recipe: [{ ...sabor, cantidad: 2 }, bebida('BEBIDAS', 'Elige tus bebidas', 4)] },
  { codigo: 'A004', descripcion: 'Combo Nachos', tipo: 'A', precioGeneral: 24_000, precioOtroPago: 20_500, cinefanPlus: false, category: 'Combos', shape: 'nachos', color: '#d97706', description: '<p>Nachos con queso cheddar y gaseosa mediana.</p>', recipe: [bebida()] },
  { codigo: 'A005', descripcion: 'Combo Perro', tipo: 'A', precioGeneral: 23_000, precioOtroPago: 19_500, cinefanPlus: false, category: 'Combos', shape: 'perro', color: '#b91c1c', description: '<p>Perro caliente con papitas y gaseosa mediana.</p>', recipe: [bebida()] },
  // A bank partner's combo: sold at the box office only, the web site hides items named *aval*.
  { codigo: 'A006', descripcion: 'Combo Aval', tipo: 'A', precioGeneral: 21_000, precioOtroPago: 18_000, cinefanPlus: false, category: 'Combos', shape: 'combo', color: '#1d4ed8', description: '<p>Exclusivo para pagos con tarjetas del Grupo Aval en taquilla.</p>', recipe: [sabor, bebida()] },
  { codigo: 'P001', descripcion: 'Crispetas medianas', tipo: 'P', precioGeneral: 12_000, precioOtroPago: 10_800, cinefanPlus: false, category: 'Crispetas', shape: 'crispetas', color: '#ca8a04', description: '<p>Recién hechas, de sal o de caramelo.</p>', recipe: [] },
  { codigo: 'P002', descripcion: 'Crispetas grandes', tipo: 'P', precioGeneral: 15_000, precioOtroPago: 13_500, cinefanPlus: false, category: 'Crispetas', shape: 'crispetas', color: '#a16207', description: '<p>Para compartir, de sal o de caramelo.</p>', recipe: [] },
  { codigo: 'P003', descripcion: 'Crispetas de caramelo', tipo: 'P', precioGeneral: 16_000, precioOtroPago: 14_400, cinefanPlus: false, category: 'Crispetas', shape: 'crispetas', color: '#92400e', description: '<p>Bañadas en caramelo artesanal.</p>', recipe: [] },
  { codigo: 'P010', descripcion: 'Gaseosa mediana', tipo: 'P', precioGeneral: 7_500, precioOtroPago: 6_800, cinefanPlus: false, category: 'Bebidas', shape: 'bebida', color: '#dc2626', description: '<p>Coca-Cola, Coca-Cola Sin Azúcar o Sprite, 22 oz.</p>', recipe: [] },
  { codigo: 'P011', descripcion: 'Gaseosa grande', tipo: 'P', precioGeneral: 9_000, precioOtroPago: 8_100, cinefanPlus: false, category: 'Bebidas', shape: 'bebida', color: '#b91c1c', description: '<p>Coca-Cola, Coca-Cola Sin Azúcar o Sprite, 32 oz.</p>', recipe: [] },
  { codigo: 'P012', descripcion: 'Agua en botella', tipo: 'P', precioGeneral: 5_000, precioOtroPago: 4_500, cinefanPlus: false, category: 'Bebidas', shape: 'bebida', color: '#0284c7', description: '<p>Agua sin gas, 600 ml.</p>', recipe: [] },
  { codigo: 'P020', descripcion: 'Nachos con queso', tipo: 'P', precioGeneral: 14_000, precioOtroPago: 12_600, cinefanPlus: false, category: 'Snacks', shape: 'nachos', color: '#ea580c', description: '<p>Totopos de maíz con queso cheddar caliente y jalapeños.</p>', recipe: [] },
  { codigo: 'P021', descripcion: 'Perro caliente', tipo: 'P', precioGeneral: 13_000, precioOtroPago: 11_700, cinefanPlus: false, category: 'Snacks', shape: 'perro', color: '#9a3412', description: '<p>Salchicha americana, papitas y salsas.</p>', recipe: [] },
  { codigo: 'P030', descripcion: 'Chocolatina', tipo: 'P', precioGeneral: 5_500, precioOtroPago: 5_000, cinefanPlus: false, category: 'Dulces', shape: 'dulce', color: '#78350f', description: '<p>Chocolate de leche con maní.</p>', recipe: [] },
  { codigo: 'P031', descripcion: 'Gomitas', tipo: 'P', precioGeneral: 6_000, precioOtroPago: 5_400, cinefanPlus: false, category: 'Dulces', shape: 'dulce', color: '#db2777', description: '<p>Gomitas surtidas de frutas, 100 g.</p>', recipe: [] },
  { codigo: 'A101', descripcion: 'Combo CineFan Plus', tipo: 'A', precioGeneral: 22_000, precioOtroPago: 17_600, cinefanPlus: true, category: 'CineFan Plus', shape: 'combo', color: '#6d28d9', description: '<p>Crispetas grandes y gaseosa grande, exclusivo CineFan Plus.</p>', recipe: [sabor, bebida()] },
  { codigo: 'A102', descripcion: 'Combo Doble CineFan Plus', tipo: 'A', precioGeneral: 38_000, precioOtroPago: 30_400, cinefanPlus: true, category: 'CineFan Plus', shape: 'combo', color: '#4c1d95', description: '<p>Dos crispetas grandes y dos gaseosas grandes, exclusivo CineFan Plus.</p>', recipe: [{ ...sabor, cantidad: 2 }, bebida('BEBIDA1', 'Primera bebida'), bebida('BEBIDA2', 'Segunda bebida')] },
  { codigo: 'P101', descripcion: 'Crispetas CineFan Plus', tipo: 'P', precioGeneral: 11_000, precioOtroPago: 8_800, cinefanPlus: true, category: 'CineFan Plus', shape: 'crispetas', color: '#7e22ce', description: '<p>Crispetas grandes con recarga gratis, exclusivo CineFan Plus.</p>', recipe: [] },
];
