import type { PageTranslation } from '@satsino/contract/content';

export const privacyPolicy: PageTranslation = {
  title: 'Política de privacidad',
  description:
    'Qué datos personales recoge Satsino, con qué fin, con quién los comparte, cuánto tiempo los conserva y qué derechos tienes sobre ellos.',
  body: `# Política de privacidad

Esta política explica cómo trata Satsino tus datos personales cuando visitas el sitio, abres una cuenta y juegas. Solo recogemos lo necesario para gestionar un casino seguro y que cumpla la ley, y nunca vendemos tus datos.

## Datos que recogemos

- **Datos de la cuenta:** tu apodo, tu correo electrónico, tu contraseña (almacenada únicamente como hash irreversible), la moneda de tu cuenta y tu idioma preferido.
- **Datos de perfil y verificación:** nombre, fecha de nacimiento, dirección y, cuando se requiere verificación, copias de documentos de identidad y justificantes de domicilio o del origen de los fondos.
- **Datos de transacciones:** depósitos, retiradas, direcciones de cartera, identificadores de transacciones en blockchain, bonos y cada apuesta con su resultado.
- **Datos técnicos:** la dirección IP, el dispositivo y el navegador de cada inicio de sesión, y una ubicación aproximada (país) deducida de ellos. Con estos datos se forma la lista de sesiones que ves en los ajustes de tu cuenta.
- **Datos de atención al cliente:** tus conversaciones con Atención al cliente.

## Para qué los usamos

- Para prestar el servicio: gestionar tu cuenta, abonar depósitos, pagar retiradas y liquidar partidas.
- Para cumplir obligaciones legales: comprobaciones de edad e identidad, supervisión contra el blanqueo de capitales, conservación de registros y juego responsable.
- Para mantener el sitio seguro: detectar fraudes, robos de cuentas y abusos de bonos.
- Para mantenernos en contacto: mensajes de servicio, como la verificación del correo o el restablecimiento de la contraseña; comunicaciones comerciales solo si las has aceptado, y nunca durante una autoexclusión.

## Con quién los compartimos

Solo compartimos datos cuando es necesario para estos fines: con los proveedores de servicios de pago y de blockchain que procesan tus depósitos y retiradas, con los proveedores de verificación de identidad, con los proveedores de juegos (un identificador de jugador seudónimo, nunca tus datos de contacto), con nuestros proveedores de alojamiento y de correo electrónico, y con las autoridades cuando la ley lo exige. Todos los proveedores están obligados por contrato a proteger tus datos y a utilizarlos únicamente siguiendo nuestras instrucciones.

## Cuánto tiempo los conservamos

Los registros de cuenta, de transacciones y de verificación se conservan durante cinco años después del cierre de tu cuenta, tal como exige la normativa contra el blanqueo de capitales. Los registros de sesiones se conservan 12 meses, y las conversaciones con Atención al cliente, dos años. Los datos que ya no necesitamos se eliminan o se anonimizan.

## Cómo los protegemos

Las comunicaciones van cifradas, las contraseñas se procesan con un algoritmo de hash moderno y de uso intensivo de memoria, los tokens de inicio de sesión se almacenan solo como hash y, dentro de nuestro equipo, el acceso a los datos personales se limita a quienes lo necesitan. Puedes ver todos los dispositivos con sesión iniciada en tu cuenta y cerrar la sesión en cualquiera de ellos.

## Cookies

Usamos un pequeño número de cookies que el sitio necesita para funcionar: \`token\` mantiene tu sesión iniciada (durante 365 días si eliges «Recordarme»; si no, hasta que cierres el navegador) e \`i18n_redirected\` recuerda tu idioma durante 365 días. El tema que elijas se guarda en el almacenamiento de tu navegador. No utilizamos cookies publicitarias.

## Tus derechos

Puedes solicitar una copia de tus datos, pedir que se corrijan los datos inexactos, oponerte a las comunicaciones comerciales y solicitar la supresión o la limitación del tratamiento de tus datos cuando la ley lo permita; los registros que debemos conservar para prevenir el blanqueo de capitales no pueden eliminarse antes de que termine su plazo. Escribe a Atención al cliente con el asunto «Solicitud de privacidad»; respondemos en un plazo de 30 días. También tienes derecho a presentar una reclamación ante tu autoridad de protección de datos.

## Cambios

Publicaremos cualquier cambio de esta política en esta página y, si es importante, te avisaremos por correo electrónico o la próxima vez que inicies sesión.
`,
};
