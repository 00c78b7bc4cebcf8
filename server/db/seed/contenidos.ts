// Demo content pages: footer groups, legal pages and the six corporate sections (HTML).

export const demoContentGroups = [
  { slug: 'pie-de-pagina-1', name: 'Pie de página 1' },
  { slug: 'pie-de-pagina-2', name: 'Pie de página 2' },
  { slug: 'corporativo', name: 'Corporativo' },
  { slug: 'pagina', name: 'Páginas' },
] as const;

export type ContentGroupSlug = (typeof demoContentGroups)[number]['slug'];

export interface DemoContent {
  slug: string;
  group: ContentGroupSlug;
  title: string;
  subtitle: string | null;
  /** Media name of the picture (generated), or null. */
  image: string | null;
  content: string;
  position: number;
}

const EMAIL = 'servicioalcliente@viziona.com.co';

const terminos = `
<h2>1. Objeto</h2>
<p>Estos términos regulan la compra de boletas y productos de confitería en el sitio web de Viziona Cinema S.A.S. (en adelante, «Viziona»). Al comprar, el usuario declara haberlos leído y aceptado.</p>
<h2>2. Registro y cuenta</h2>
<p>Para comprar es necesario registrarse con datos veraces y verificar el correo electrónico. El usuario es responsable de la confidencialidad de su contraseña y de las compras hechas desde su cuenta.</p>
<h2>3. Compra de boletas</h2>
<ul>
<li>Las sillas elegidas se reservan durante <strong>10 minutos</strong> mientras se completa el pago; al vencer ese tiempo se liberan.</li>
<li>Se pueden comprar hasta 10 boletas por transacción, salvo en salas con un límite menor.</li>
<li>Las sillas para personas en silla de ruedas se venden únicamente en taquilla.</li>
<li>No es posible comprar boletas para funciones que ya comenzaron.</li>
</ul>
<h2>4. Pagos</h2>
<p>Los pagos se procesan con tarjeta de crédito o débito, o por PSE, a través de la pasarela ePayco. Viziona no almacena los datos de las tarjetas. La compra solo queda confirmada cuando la entidad financiera aprueba la transacción.</p>
<h2>5. Ingreso a la sala</h2>
<p>El código QR de cada boleta se presenta en la entrada de la sala desde el celular o impreso. Las películas clasificadas para mayores de 15 o de 18 años exigen presentar documento de identidad.</p>
<h2>6. Cambios y devoluciones</h2>
<p>De acuerdo con la Ley 1480 de 2011, las boletas no tienen cambio ni devolución salvo cancelación de la función por parte de Viziona, caso en el cual se reintegrará el valor pagado por el mismo medio de pago dentro de los 30 días hábiles siguientes.</p>
<h2>7. Contacto</h2>
<p>Peticiones, quejas y reclamos: formulario de contáctanos o el correo <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>`;

const privacidad = `
<p>Viziona Cinema S.A.S., responsable del tratamiento, protege los datos personales de sus usuarios conforme a la Ley 1581 de 2012 y el Decreto 1377 de 2013.</p>
<h2>Datos que recolectamos</h2>
<p>Nombre, apellidos, documento de identidad, correo electrónico, teléfono, fecha de nacimiento, sexo e historial de compras.</p>
<h2>Finalidades</h2>
<ul>
<li>Gestionar la cuenta, las compras y la entrega de boletas.</li>
<li>Administrar la membresía del Club Vizionarios y sus beneficios.</li>
<li>Atender peticiones, quejas, reclamos y sugerencias.</li>
<li>Enviar información comercial, solo con autorización previa.</li>
</ul>
<h2>Derechos del titular</h2>
<p>Conocer, actualizar, rectificar y suprimir sus datos, revocar la autorización y presentar quejas ante la Superintendencia de Industria y Comercio. Las solicitudes se reciben en <a href="mailto:${EMAIL}">${EMAIL}</a> y se responden en un máximo de 15 días hábiles.</p>
<h2>Seguridad</h2>
<p>Las contraseñas se guardan cifradas con un algoritmo de una sola vía y los datos de pago los procesa directamente la pasarela; Viziona no los almacena.</p>`;

const terminosClub = `
<p>El Club Vizionarios es la membresía paga de Viziona. Al adquirirla el titular acepta las siguientes condiciones.</p>
<h2>Beneficios</h2>
<ul>
<li>Descuento de <strong>hasta el 20 %</strong> en boletas, en máximo <strong>6 boletas y 6 combos al día</strong>.</li>
<li><strong>4 boletas VIP al mes</strong> a precio de sala general, redimibles solo en taquilla (no aplica para ventas web).</li>
<li>Productos exclusivos de confitería para miembros CineFan Plus vigentes.</li>
<li>3,5 horas de parqueadero gratis los días de función.</li>
</ul>
<h2>Vigencia</h2>
<p>La membresía es personal e intransferible y tiene vigencia de un año desde la aprobación del pago. Los beneficios no son acumulables con otras promociones ni canjeables por dinero.</p>
<h2>Uso</h2>
<p>Para recibir los precios del club el titular debe iniciar sesión con la cuenta asociada a la membresía. Viziona podrá suspender la membresía ante un uso fraudulento de los beneficios.</p>`;

const preguntas = `
<h2>¿Cuánto tiempo tengo para pagar?</h2><p>Las sillas quedan reservadas 10 minutos desde que confirmas la selección.</p>
<h2>¿Necesito imprimir mis boletas?</h2><p>No. Presenta el código QR desde tu celular en la entrada de la sala.</p>
<h2>¿Cuánto parqueadero tengo gratis?</h2><p>3,5 horas presentando tu boleta del día en la taquilla del parqueadero.</p>
<h2>¿Puedo pagar por PSE?</h2><p>Sí, con cualquier banco afiliado a PSE.</p>`;

const reglamento = `
<ul>
<li>Ingresa a la sala con tu boleta y respeta la silla asignada.</li>
<li>Mantén el celular en silencio y sin luz durante la función.</li>
<li>No está permitido grabar ni fotografiar la proyección.</li>
<li>Solo se permite el ingreso de alimentos comprados en la confitería de Viziona.</li>
<li>Los menores de 12 años deben estar acompañados por un adulto.</li>
</ul>`;

const derechos = `
<p>Como consumidor tienes derecho a recibir información clara y veraz sobre precios y condiciones, a la protección de tus datos y a presentar peticiones, quejas y reclamos (Ley 1480 de 2011, Estatuto del Consumidor).</p>
<p>Tienes el deber de informarte sobre las condiciones de la compra y de dar un uso adecuado a las instalaciones.</p>`;

const proteccionDatos = `
<p>Al enviar un formulario autorizas a Viziona Cinema S.A.S. a tratar tus datos personales para responder tu solicitud, de acuerdo con la <a href="/pagina/politica-de-privacidad">Política de privacidad</a> y la Ley 1581 de 2012.</p>
<p>Los archivos adjuntos se guardan de forma segura y solo los consulta el equipo que atiende tu caso.</p>`;

const corporativo = `
<p>En Viziona hacemos que los momentos importantes de tu empresa pasen en la pantalla grande: lanzamientos, reuniones, incentivos y celebraciones en <strong>9 salas con más de 1.300 sillas</strong>.</p>
<p>Escríbenos a <a href="mailto:corporativo@viziona.com.co">corporativo@viziona.com.co</a> y diseñamos contigo la experiencia.</p>`;

const alquiler = `
<p>Alquila una sala completa para una función privada, una presentación o una capacitación con la mejor imagen y sonido.</p>
<ul>
<li>Mínimo <strong>50 personas</strong> y <strong>50 combos</strong> por reserva.</li>
<li>Reserva con <strong>10 días hábiles</strong> de anticipación.</li>
<li>Película de cartelera o tu propio contenido; conexión para presentaciones.</li>
</ul>`;

const bonos = `
<p>Los bonos corporativos son la forma más sencilla de premiar a tus colaboradores y clientes: canjeables por boletas en cualquier función 2D de la cartelera.</p>
<ul><li>Los bonos tienen <strong>vigencia de un año</strong> desde su emisión.</li><li>Compra mínima y condiciones especiales para empresas.</li></ul>`;

const bonosRegalo = `
<p>Regala cine: los bonos de regalo se cargan con el valor que elijas <strong>desde 25.000 pesos</strong> y sirven para boletas y confitería.</p>
<ul><li>Vigencia de <strong>6 meses</strong> desde la compra.</li><li>Se pueden usar en varias visitas hasta agotar el saldo.</li></ul>`;

const activacion = `
<p>Lleva tu marca a donde está el público: activaciones en el lobby, muestras de producto, exhibiciones y experiencias antes de la función.</p>
<p>Te acompañamos en la producción y la logística del evento.</p>`;

const branding = `
<p>Publicidad en pantalla antes de la película, piezas en taquilla, confitería y vasos, y presencia de marca en nuestros canales digitales.</p>
<p>Planes por semana o por temporada, con reportes de asistencia.</p>`;

export const demoContents: DemoContent[] = [
  { slug: 'terminos-y-condiciones', group: 'pie-de-pagina-1', title: 'Términos y condiciones', subtitle: 'Compra de boletas y confitería en línea', image: null, content: terminos, position: 1 },
  { slug: 'politica-de-privacidad', group: 'pie-de-pagina-1', title: 'Política de privacidad', subtitle: 'Tratamiento de datos personales', image: null, content: privacidad, position: 2 },
  { slug: 'terminos-y-condiciones-club-vizionarios', group: 'pie-de-pagina-1', title: 'Términos y condiciones Club Vizionarios', subtitle: 'Membresía anual', image: null, content: terminosClub, position: 3 },
  { slug: 'preguntas-frecuentes', group: 'pie-de-pagina-2', title: 'Preguntas frecuentes', subtitle: null, image: null, content: preguntas, position: 1 },
  { slug: 'reglamento-de-sala', group: 'pie-de-pagina-2', title: 'Reglamento de sala', subtitle: null, image: null, content: reglamento, position: 2 },
  { slug: 'derechos-y-deberes-del-consumidor', group: 'pie-de-pagina-2', title: 'Derechos y deberes del consumidor', subtitle: null, image: null, content: derechos, position: 3 },
  { slug: 'politica-de-proteccion-de-datos-personales', group: 'pagina', title: 'Política de Protección de Datos Personales', subtitle: null, image: null, content: proteccionDatos, position: 1 },
  { slug: 'corporativo', group: 'corporativo', title: 'Viziona para empresas', subtitle: 'Experiencias de cine para tu compañía', image: 'corporativo/corporativo.svg', content: corporativo, position: 1 },
  { slug: 'alquiler-de-sala', group: 'corporativo', title: 'Alquiler de sala', subtitle: 'Tu evento en la pantalla grande', image: 'corporativo/alquiler-de-sala.svg', content: alquiler, position: 2 },
  { slug: 'bonos', group: 'corporativo', title: 'Bonos', subtitle: 'Premia a tu equipo con cine', image: 'corporativo/bonos.svg', content: bonos, position: 3 },
  { slug: 'bonos-de-regalo', group: 'corporativo', title: 'Bonos de regalo', subtitle: 'El regalo que todos disfrutan', image: 'corporativo/bonos-de-regalo.svg', content: bonosRegalo, position: 4 },
  { slug: 'activacion', group: 'corporativo', title: 'Activación de marca', subtitle: 'Tu marca frente a miles de espectadores', image: 'corporativo/activacion.svg', content: activacion, position: 5 },
  { slug: 'branding', group: 'corporativo', title: 'Branding', subtitle: 'Publicidad en pantalla y en el complejo', image: 'corporativo/branding.svg', content: branding, position: 6 },
];
